/**
 * The one habit for signals in React (DESIGN.md): esbuild has no Babel transform, so a component that
 * reads a shared signal's `.value` must call useSignals() first, or React never re-renders it when the
 * signal changes. This reads every component file and fails on a read without the habit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const files = [...tsFiles('islands'), ...tsFiles('shared')];

/** Names a file imports from shared/state: those are the signals it may read. */
export function signalNames(source: string): string[] {
  const imports = source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/state\/[^']+'/g);
  return [...imports].flatMap((m) => m[1]!.split(',').map((name) => name.replace(/\btype\b/, '').trim()).filter(Boolean));
}

/** Problems with the habit in one component file: a signal read before any useSignals() call. */
export function habitProblems(source: string): string[] {
  const firstHabit = source.search(/\buseSignals\(\)/);
  return signalNames(source).flatMap((name) => {
    // A plain assignment sets the signal and subscribes nothing: only a read needs the habit.
    const read = source.search(new RegExp(`\\b${name}\\.value\\b(?!\\s*=[^=])`));
    return read >= 0 && (firstHabit < 0 || firstHabit > read) ? [`${name}.value read without useSignals() before it`] : [];
  });
}

describe('signals in React components', () => {
  it('finds a read without the habit, and accepts one with it', () => {
    const bad = "import { cart } from '../../shared/state/cart';\nexport function Box() { return <p>{cart.value.count}</p>; }";
    expect(habitProblems(bad)).toEqual(['cart.value read without useSignals() before it']);
    const good = "import { cart } from '../../shared/state/cart';\nexport function Box() { useSignals(); return <p>{cart.value.count}</p>; }";
    expect(habitProblems(good)).toEqual([]);
  });

  it('takes a plain assignment for a write, which needs no habit, and += for a read', () => {
    const write = "import { cart } from '../../shared/state/cart';\nexport function Box() { const set = () => (cart.value = null); return <p onClick={set} />; }";
    expect(habitProblems(write)).toEqual([]);
    expect(habitProblems(write.replace('cart.value = null', 'cart.value += 1'))).toEqual(['cart.value read without useSignals() before it']);
  });

  it('every component that reads a shared signal calls useSignals() first', () => {
    const components = files.filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
    const problems = components.flatMap((file) => habitProblems(readFileSync(file, 'utf8')).map((p) => `${file}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('no island or shared module imports @preact/signals-core directly', () => {
    const direct = files.filter((file) => readFileSync(file, 'utf8').includes("'@preact/signals-core'"));
    expect(direct).toEqual([]);
  });
});
