/**
 * Counting and listing k-subsets, the arithmetic under system bets: a system "win of total" has one line per
 * subset of `win` selections among `total`.
 */
import { DomainError } from '../errors';

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DomainError('invalid_input', `${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * The binomial coefficient C(n, k): how many ways to choose k items of n. 0 when k is above n.
 *
 * Each step multiplies before it divides, so every intermediate value is itself a binomial coefficient and the
 * result is exact while it stays a safe integer (always the case for slip sizes: C(40, 20) is about 1.4e11).
 *
 * @throws DomainError('invalid_input') when n or k is not a non-negative integer.
 */
export function binomial(n: number, k: number): number {
  assertCount('n', n);
  assertCount('k', k);
  if (k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 0; i < m; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/**
 * Every subset of `k` items, each keeping the items' order, listed in lexicographic order of positions:
 * for [a, b, c] and k = 2 that is [a, b], [a, c], [b, c]. k = 0 gives one empty subset; k above the length gives none.
 *
 * The result has {@link binomial}(items.length, k) entries, so callers bound k and the length first
 * (system bets stop at MAX_SYSTEM_SELECTIONS). The input is not modified; each subset is a new array.
 *
 * @throws DomainError('invalid_input') when k is not a non-negative integer.
 */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  assertCount('k', k);
  const result: T[][] = [];
  const picked: T[] = [];
  const walk = (start: number): void => {
    if (picked.length === k) {
      result.push([...picked]);
      return;
    }
    // Stop early when too few items remain to fill the subset.
    for (let i = start; i <= items.length - (k - picked.length); i += 1) {
      picked.push(items[i] as T);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
  return result;
}
