import { describe, expect, it } from 'vitest';
import { ownValue } from './own-value';

describe('ownValue', () => {
  const record: Readonly<Record<string, number>> = { live: 1, zero: 0 };

  it("finds the record's own keys, falsy values included", () => {
    expect(ownValue(record, 'live')).toBe(1);
    expect(ownValue(record, 'zero')).toBe(0);
    expect(ownValue(record, 'missing')).toBeUndefined();
  });

  it("never answers with Object.prototype's members", () => {
    for (const key of [
      'constructor',
      'toString',
      'valueOf',
      '__proto__',
      'hasOwnProperty',
      '__defineGetter__',
    ]) {
      expect(ownValue(record, key)).toBeUndefined();
    }
  });
});
