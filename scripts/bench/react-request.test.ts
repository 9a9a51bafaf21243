import { describe, expect, it } from 'vitest';
import { firstReactRequest } from './react-request';

const islands = ['main-banner', 'cookie-notice', 'faq', 'disclosure'];

describe('firstReactRequest', () => {
  it('names the islands whose chunks came before React, and times it against the load event', () => {
    const requests = [
      { path: '/dist/boot.js', startMs: 40 },
      { path: '/dist/chunks/main-banner-ABCD12.js', startMs: 610.4 },
      { path: '/dist/chunks/react-root-EFGH56.js', startMs: 610.6 },
      { path: '/dist/chunks/chunk-VEND0R00.js', startMs: 640.2 },
      { path: '/dist/chunks/disclosure-IJKL9012.js', startMs: 900 },
    ];
    expect(firstReactRequest(requests, 500, 'chunks/chunk-VEND0R00.js', islands)).toEqual({ atMs: 640, afterLoadMs: 140, by: ['main-banner'] });
  });

  it('is null when the page never asks for React', () => {
    expect(firstReactRequest([{ path: '/dist/boot.js', startMs: 40 }], 500, 'chunks/chunk-VEND0R00.js', islands)).toBeNull();
  });
});
