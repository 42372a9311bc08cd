/**
 * Small readers of untrusted JSON values for code in the browser's first load, where zod (~50 KiB gzip) would
 * cost every page. Each reader checks a value and returns a clean copy (objects keep only the keys of their
 * shape, as zod's `z.object` strips the others) or `INVALID`. The rules are zod's for the same schema: numbers
 * are finite, integers safe integers, strings and arrays counted by length, objects not arrays.
 */
import { type DecimalOdds, ODDS_SCALE } from '@sportsbook/domain';

/** What a reader returns for a value it refuses. */
export const INVALID: unique symbol = Symbol('invalid');

export type Reader<T> = (value: unknown) => T | typeof INVALID;

/** The type a reader reads. */
export type ReadType<R> = R extends Reader<infer T> ? T : never;

export const string =
  (minLength = 0): Reader<string> =>
  (v) =>
    typeof v === 'string' && v.length >= minLength ? v : INVALID;

export const boolean: Reader<boolean> = (v) => (typeof v === 'boolean' ? v : INVALID);

/** A finite number passing `check`. */
export const number =
  (check: (n: number) => boolean = () => true): Reader<number> =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && check(v) ? v : INVALID;

/** A safe integer passing `check`. */
export const integer =
  (check: (n: number) => boolean = () => true): Reader<number> =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && check(v) ? v : INVALID;

/** One of `values` (strings or numbers), compared with `===`. */
export const oneOf =
  <T extends string | number>(values: readonly T[]): Reader<T> =>
  (v) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : INVALID;

/** A string matching `pattern`. */
export const matching =
  (pattern: RegExp): Reader<string> =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? v : INVALID;

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : read(v);

export function array<T>(read: Reader<T>, minLength = 0, maxLength = Number.POSITIVE_INFINITY): Reader<T[]> {
  return (v) => {
    if (!Array.isArray(v) || v.length < minLength || v.length > maxLength) return INVALID;
    const out: T[] = [];
    for (const item of v) {
      const read1 = read(item);
      if (read1 === INVALID) return INVALID;
      out.push(read1);
    }
    return out;
  };
}

type Shape = Record<string, Reader<unknown>>;
type ShapeType<S extends Shape> = { [K in keyof S]: ReadType<S[K]> };

/** An object with (only) the keys of `shape`, each read by its reader; other keys are left out. */
export function object<S extends Shape>(shape: S): Reader<ShapeType<S>> {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const read = shape[key] as Reader<unknown>;
      const value = read((v as Record<string, unknown>)[key]);
      if (value === INVALID) return INVALID;
      out[key] = value;
    }
    return out as ShapeType<S>;
  };
}

/** Decimal odds as the contract's DecimalOddsSchema has them: above 1, at most 3 fraction digits. */
export const decimalOdds: Reader<DecimalOdds> = (v) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 1) return INVALID;
  const units = v * ODDS_SCALE;
  return Math.abs(units - Math.round(units)) < 1e-6 ? (v as DecimalOdds) : INVALID;
};

/** `read`, then `check` on what it read. */
export const refine =
  <T>(read: Reader<T>, check: (value: T) => boolean): Reader<T> =>
  (v) => {
    const value = read(v);
    return value === INVALID || !check(value) ? INVALID : value;
  };
