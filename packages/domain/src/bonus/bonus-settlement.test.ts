import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BonusBetOutcome, type LegResult, settleBonusBet } from './bonus-settlement';

const outcome = (over: Partial<BonusBetOutcome>): BonusBetOutcome => ({
  type: 'freebet',
  stake: 1000n,
  payout: 2500n,
  boostedPayout: 2500n,
  results: ['win'],
  ...over,
});

describe('settleBonusBet', () => {
  it('pays a freebet its winnings without the stake', () => {
    expect(settleBonusBet(outcome({}))).toEqual({ cash: 1500n, freebetBack: 0n, restoreUse: false });
    expect(settleBonusBet(outcome({ payout: 0n, results: ['lose'] })).cash).toBe(0n);
  });

  it('gives a void freebet its use back and pays nothing', () => {
    expect(settleBonusBet(outcome({ payout: 1000n, results: ['refund'] }))).toEqual({
      cash: 0n,
      freebetBack: 0n,
      restoreUse: true,
    });
    expect(
      settleBonusBet(outcome({ type: 'freebet_all_win', payout: 1000n, results: ['refund'] })).restoreUse,
    ).toBe(true);
  });

  it('pays freebet_only_win only when every leg won outright', () => {
    expect(settleBonusBet(outcome({ type: 'freebet_only_win' })).cash).toBe(1500n);
    const half = outcome({ type: 'freebet_only_win', payout: 1750n, results: ['half_win'] });
    expect(settleBonusBet(half).cash).toBe(0n);
    expect(settleBonusBet(outcome({ payout: 1750n, results: ['half_win'] })).cash).toBe(750n);
  });

  it('pays freebet_all_win the whole payout', () => {
    expect(settleBonusBet(outcome({ type: 'freebet_all_win' })).cash).toBe(2500n);
  });

  it('returns a lost freebet_no_risk stake as a freebet and pays a win in full', () => {
    expect(settleBonusBet(outcome({ type: 'freebet_no_risk', payout: 0n, results: ['lose'] }))).toEqual({
      cash: 0n,
      freebetBack: 1000n,
      restoreUse: false,
    });
    expect(settleBonusBet(outcome({ type: 'freebet_no_risk' })).cash).toBe(2500n);
  });

  it('pays a comboboost the boosted payout only when every leg won', () => {
    const won = outcome({ type: 'comboboost', boostedPayout: 2750n, results: ['win', 'win', 'win'] });
    expect(settleBonusBet(won).cash).toBe(2750n);
    expect(settleBonusBet({ ...won, results: ['win', 'refund', 'win'], payout: 1600n }).cash).toBe(1600n);
    expect(settleBonusBet(outcome({ type: 'hunting' })).cash).toBe(2500n);
  });

  it('never pays a freebet more than the legs pay, and never a negative amount', () => {
    const result = fc.constantFrom<LegResult>('win', 'lose', 'refund', 'half_win', 'half_lose');
    fc.assert(
      fc.property(
        fc.constantFrom(
          'freebet',
          'freebet_only_win',
          'freebet_all_win',
          'freebet_no_risk',
          'comboboost' as const,
        ),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.array(result, { minLength: 1, maxLength: 10 }),
        (type, stake, payout, results) => {
          const settled = settleBonusBet({ type, stake, payout, boostedPayout: payout, results });
          expect(settled.cash >= 0n).toBe(true);
          expect(settled.cash <= payout).toBe(true);
          if (type === 'freebet' || type === 'freebet_only_win') expect(settled.cash <= payout).toBe(true);
          if (type === 'freebet' && !settled.restoreUse)
            expect(settled.cash).toBe(payout > stake ? payout - stake : 0n);
        },
      ),
    );
  });
});
