import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { loadChunk } from './load-chunk';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('returns the module on the first try', async () => {
    const importer = vi.fn().mockResolvedValue({ default: 1 });
    await expect(loadChunk(importer)).resolves.toEqual({ default: 1 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries once after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ default: 2 });
    await expect(loadChunk(importer)).resolves.toEqual({ default: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("throws the retry's own error when the retry fails too", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('first')).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadChunk(importer)).rejects.toThrow(new TypeError('Failed to fetch dynamically imported module'));
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up on a hanging chunk after the spec timeout of 120 s, twice', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => undefined));
    const result = loadChunk(importer);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await expect(result).rejects.toThrow('timed out after 120000 ms');
  });
});
