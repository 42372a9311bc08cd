import { BONUS_REFUSALS } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/betslip.json';
import { bonusReasonKey } from './use-slip-texts';

/** The English text at a dotted key of the betslip namespace, or undefined. */
const textAt = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('bonusReasonKey', () => {
  it('words every refusal reason the server can send with code 111', () => {
    for (const reason of BONUS_REFUSALS) {
      const key = bonusReasonKey({ code: 111, details: `${reason}: freebet 9f2c` });
      expect(key, reason).toBe(`error.place_bets.bonusReasons.${reason}`);
      expect(typeof textAt(key ?? ''), reason).toBe('string');
    }
  });

  it('leaves other codes and details without a reason to the generic words', () => {
    expect(bonusReasonKey({ code: 105, details: 'bonus_used: x' })).toBeNull();
    expect(bonusReasonKey({ code: 111, details: null })).toBeNull();
    expect(bonusReasonKey({ code: 111, details: 'something else' })).toBeNull();
  });
});
