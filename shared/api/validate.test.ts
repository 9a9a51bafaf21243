import { describe, expect, expectTypeOf, it } from 'vitest';
import { arr, bool, describeValue, int, nullable, num, obj, ShapeError, str, type Infer } from './validate';

function shapeError(run: () => unknown): ShapeError {
  try {
    run();
  } catch (error) {
    if (error instanceof ShapeError) return error;
    throw error;
  }
  throw new Error('expected a ShapeError');
}

describe('primitive validators', () => {
  it('return the value when it fits', () => {
    expect(str('a', 'x')).toBe('a');
    expect(num(1.5, 'x')).toBe(1.5);
    expect(int(-3, 'x')).toBe(-3);
    expect(bool(false, 'x')).toBe(false);
  });

  it('reject what does not fit, naming path, expectation and value', () => {
    expect(shapeError(() => num('abc', 'd.PriceGross')).message).toBe('at d.PriceGross: expected finite number, got string "abc"');
    expect(shapeError(() => num(NaN, 'p')).got).toBe('number NaN');
    expect(shapeError(() => num(Infinity, 'p')).got).toBe('number Infinity');
    expect(shapeError(() => int(1.5, 'id')).message).toBe('at id: expected integer, got number 1.5');
    expect(shapeError(() => str(undefined, 'name')).message).toBe('at name: expected string, got missing');
    expect(shapeError(() => bool('yes', 'CartEnabled')).got).toBe('string "yes"');
    expect(shapeError(() => str(1, '')).message).toBe('at top level: expected string, got number 1');
  });
});

describe('describeValue', () => {
  it('keeps long strings short', () => {
    expect(describeValue('x'.repeat(100))).toBe(`string "${'x'.repeat(40)}…"`);
  });

  it('names arrays, null and objects', () => {
    expect(describeValue([1, 2, 3])).toBe('array of 3');
    expect(describeValue(null)).toBe('null');
    expect(describeValue({})).toBe('object');
  });
});

describe('nullable', () => {
  const maybeNum = nullable(num);

  it('accepts null and the inner type', () => {
    expect(maybeNum(null, 'p')).toBeNull();
    expect(maybeNum(2, 'p')).toBe(2);
  });

  it('says null was allowed too', () => {
    expect(shapeError(() => maybeNum('2', 'd.OldPriceGross')).message).toBe(
      'at d.OldPriceGross: expected finite number or null, got string "2"',
    );
  });

  it('keeps a nested error unchanged', () => {
    const maybeObj = nullable(obj({ a: num }));
    expect(shapeError(() => maybeObj({ a: 'x' }, 'o')).message).toBe('at o.a: expected finite number, got string "x"');
  });
});

describe('arr', () => {
  it('validates every element and names the bad index', () => {
    expect(arr(str)(['a', 'b'], 'Images')).toEqual(['a', 'b']);
    expect(shapeError(() => arr(str)(['a', 3], 'd.Images')).path).toBe('d.Images[1]');
    expect(shapeError(() => arr(str)('p-01-a.png', 'd.Images')).message).toBe(
      'at d.Images: expected array, got string "p-01-a.png"',
    );
  });
});

describe('obj', () => {
  const product = obj({ id: int, name: str, tags: arr(str), old: nullable(num) });

  it('returns the listed fields typed and drops extra ones', () => {
    const value = product({ id: 1, name: 'Kubek', tags: [], old: null, extra: true }, '');
    expect(value).toEqual({ id: 1, name: 'Kubek', tags: [], old: null });
    expectTypeOf(value).toEqualTypeOf<{ id: number; name: string; tags: string[]; old: number | null }>();
    expectTypeOf<Infer<typeof product>>().toEqualTypeOf<{ id: number; name: string; tags: string[]; old: number | null }>();
  });

  it('builds dotted paths from the root', () => {
    const answer = obj({ d: obj({ state: obj({ Text: str }) }) });
    expect(shapeError(() => answer({ d: { state: { Text: 5 } } }, '')).path).toBe('d.state.Text');
  });

  it('reports a missing field', () => {
    expect(shapeError(() => product({ id: 1, tags: [], old: null }, 'p')).message).toBe('at p.name: expected string, got missing');
  });

  it('rejects non-objects, arrays and null', () => {
    expect(shapeError(() => product([], '')).got).toBe('array of 0');
    expect(shapeError(() => product(null, '')).got).toBe('null');
    expect(shapeError(() => product('x', '')).expected).toBe('object');
  });

  it('does not take fields from the prototype', () => {
    const withToString = obj({ toString: str });
    expect(shapeError(() => withToString({}, '')).got).toBe('missing');
  });
});
