/**
 * Tiny validators for server answers: each checks a value and returns it typed, or throws a
 * ShapeError naming where (`d.Images[2]`), what was expected and what came instead.
 */
export type Validator<T> = (value: unknown, path: string) => T;

/** The type a validator returns. */
export type Infer<V> = V extends Validator<infer T> ? T : never;

/** The validators that make up `T`, one per field: use with `satisfies` so no field is missed or invented. */
export type ShapeOf<T> = { [K in keyof T]-?: Validator<T[K]> };

export class ShapeError extends Error {
  override name = 'ShapeError';

  constructor(
    readonly path: string,
    readonly expected: string,
    readonly got: string,
  ) {
    super(`at ${path || 'top level'}: expected ${expected}, got ${got}`);
  }
}

/** A short, log-safe picture of a value: `string "abc"`, `number NaN`, `array of 3`, `missing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array of ${value.length}`;
  switch (typeof value) {
    case 'string':
      return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    default:
      return typeof value;
  }
}

function check<T>(expected: string, test: (value: unknown) => value is T): Validator<T> {
  return (value, path) => {
    if (!test(value)) throw new ShapeError(path, expected, describeValue(value));
    return value;
  };
}

export const str = check('string', (v): v is string => typeof v === 'string');
export const num = check('finite number', (v): v is number => typeof v === 'number' && Number.isFinite(v));
export const int = check('integer', (v): v is number => Number.isSafeInteger(v));
export const bool = check('boolean', (v): v is boolean => typeof v === 'boolean');

export function nullable<T>(inner: Validator<T>): Validator<T | null> {
  return (value, path) => {
    if (value === null) return null;
    try {
      return inner(value, path);
    } catch (error) {
      if (error instanceof ShapeError && error.path === path) {
        throw new ShapeError(path, `${error.expected} or null`, error.got);
      }
      throw error;
    }
  };
}

export function arr<T>(item: Validator<T>): Validator<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'array', describeValue(value));
    return value.map((element: unknown, index) => item(element, `${path}[${index}]`));
  };
}

/** Checks the listed fields; fields the server adds beyond them are dropped. */
export function obj<S extends Record<string, Validator<unknown>>>(shape: S): Validator<{ [K in keyof S]: Infer<S[K]> }> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ShapeError(path, 'object', describeValue(value));
    }
    const result: Record<string, unknown> = {};
    for (const [key, validate] of Object.entries(shape)) {
      // Own fields only: "constructor" or "toString" must not be satisfied by the prototype.
      const field: unknown = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
      result[key] = validate(field, path ? `${path}.${key}` : key);
    }
    return result as { [K in keyof S]: Infer<S[K]> };
  };
}
