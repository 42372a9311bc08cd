/**
 * Freezes a value and everything it holds, so a test fails loudly (TypeError in strict mode) when the code under
 * test writes to its input instead of returning new data.
 */

/** Recursively Object.freeze a value (objects and arrays); returns the same value, typed as given. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
