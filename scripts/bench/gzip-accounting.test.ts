import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSize, ScriptLedger } from './gzip-accounting';

const script = 'export function f(){return "' + 'abc'.repeat(500) + '"}';

describe('gzipSize', () => {
  it('is the size of the level-9 gzip of the body, text or bytes alike', () => {
    expect(gzipSize(script)).toBe(gzipSync(script, { level: 9 }).length);
    expect(gzipSize(Buffer.from(script))).toBe(gzipSize(script));
    expect(gzipSize(script)).toBeLessThan(script.length);
    expect(gunzipSync(gzipSync(script, { level: 9 })).toString()).toBe(script);
  });
});

describe('ScriptLedger', () => {
  it('sums gzip bytes per phase and in all', () => {
    const ledger = new ScriptLedger<'load' | 'wake'>();
    ledger.add('/dist/boot.js', script, 'load');
    ledger.add('/dist/chunks/a.js', 'x'.repeat(100), 'wake');
    expect(ledger.total('load')).toBe(gzipSize(script));
    expect(ledger.total('wake')).toBe(gzipSize('x'.repeat(100)));
    expect(ledger.total()).toBe(gzipSize(script) + gzipSize('x'.repeat(100)));
    expect(ledger.total('load', 'wake')).toBe(ledger.total());
  });

  it('counts a script fetched twice once, in the phase it first arrived', () => {
    const ledger = new ScriptLedger<'load' | 'wake'>();
    ledger.add('/dist/boot.js', script, 'load');
    ledger.add('/dist/boot.js', script, 'wake');
    expect(ledger.list()).toEqual([{ url: '/dist/boot.js', gzip: gzipSize(script), phase: 'load' }]);
    expect(ledger.total('wake')).toBe(0);
  });

  it('is zero for a page that downloaded no script', () => {
    expect(new ScriptLedger<'load'>().total()).toBe(0);
  });
});
