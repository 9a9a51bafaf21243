import { describe, expect, it } from 'vitest';
import { eventResult } from './result';

describe('eventResult', () => {
  it('settles with the first value given and ignores the later ones', async () => {
    const { promise, settle } = eventResult<{ ok: boolean }>();
    settle({ ok: true });
    settle({ ok: false });
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it('stays pending until settled', async () => {
    const { promise, settle } = eventResult<number | null>();
    const seen: (number | null)[] = [];
    void promise.then((value) => seen.push(value));
    await Promise.resolve();
    expect(seen).toEqual([]);
    settle(null);
    await promise;
    expect(seen).toEqual([null]);
  });
});
