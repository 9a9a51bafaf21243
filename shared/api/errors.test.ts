import { describe, expect, it } from 'vitest';
import { ApiError, isAbort } from './errors';

describe('ApiError', () => {
  it('prefixes the message with the call and keeps kind, status and cause', () => {
    const cause = new Error('boom');
    const error = new ApiError('GetOptions', 'http', 'HTTP 500', { status: 500, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('GetOptions: HTTP 500');
    expect(error.call).toBe('GetOptions');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.cause).toBe(cause);
  });

  it("keeps the server's exception type and message apart from its own line", () => {
    const error = new ApiError('AddCart', 'http', 'HTTP 500', { status: 500, exceptionType: 'System.OverflowException', serverMessage: 'Value was too large' });
    expect([error.message, error.exceptionType, error.serverMessage]).toEqual(['AddCart: HTTP 500', 'System.OverflowException', 'Value was too large']);
    expect(new ApiError('AddCart', 'http', 'HTTP 502', { status: 502 }).exceptionType).toBeUndefined();
  });

  it('has no status for failures without an answer', () => {
    expect(new ApiError('AddCart', 'network', 'offline').status).toBeUndefined();
  });
});

describe('isAbort', () => {
  it('is true only for an aborted ApiError', () => {
    expect(isAbort(new ApiError('GetOptions', 'aborted', 'aborted'))).toBe(true);
    expect(isAbort(new ApiError('GetOptions', 'timeout', 'timed out'))).toBe(false);
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isAbort(undefined)).toBe(false);
  });
});
