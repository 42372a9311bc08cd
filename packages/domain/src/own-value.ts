/**
 * Lookups by a key that came from outside (a query parameter, a header, a feed message). `record[key]` alone
 * would find Object.prototype's members for keys like "constructor" or "toString", and `key in record` would
 * say they are there.
 */

/** `record[key]` when `key` is one of the record's own keys, else undefined. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
