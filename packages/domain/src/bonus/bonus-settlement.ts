/**
 * What a settled bet carrying a bonus pays (spec platform §3; defined here, in the market's common meaning, where
 * the spec only names the types). Money in bigint minor units; the payouts come in already exact and floored.
 *
 * | type | stake | pays on a win | on a loss | all legs void |
 * |---|---|---|---|---|
 * | comboboost | cash | the payout at the boosted odds (total odds x the active range's bonus odds) when every leg won; a void or half result drops the boost | nothing | the stake back |
 * | freebet | the bonus's | the winnings without the stake (payout - stake) | nothing | the freebet's use back |
 * | freebet_only_win | the bonus's | the winnings without the stake, only when every leg won outright; a void or half result pays nothing | nothing | nothing |
 * | freebet_all_win | the bonus's | the whole payout, stake included | nothing | the freebet's use back |
 * | freebet_no_risk | cash (up to the bonus's amount) | the whole payout, as any cash bet | the stake back as a new freebet | the stake back |
 */
import type { BonusType } from '../types/bonus';

/** How each selection of a bet resolved. */
export type LegResult = 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose';

/** A settled bet with a bonus, as {@link settleBonusBet} reads it. */
export interface BonusBetOutcome {
  type: BonusType;
  /** The bet's total stake (the bonus's amount for a freebet). */
  stake: bigint;
  /** What the legs pay at the bet's own odds (stake x factors, floored). */
  payout: bigint;
  /** What they pay with the bonus odds joined to the product (comboboost), floored once; else equal to payout. */
  boostedPayout: bigint;
  results: readonly LegResult[];
}

/** What the bet's settlement moves. */
export interface BonusSettlement {
  /** Credited to the player's cash balance. */
  cash: bigint;
  /** Issued back to the player as a new freebet of this amount (freebet_no_risk on a loss); 0 for none. */
  freebetBack: bigint;
  /** The freebet's use is given back (a void bet did not use it). */
  restoreUse: boolean;
}

const NONE: BonusSettlement = { cash: 0n, freebetBack: 0n, restoreUse: false };

/** What a bet with a bonus of `outcome.type` pays; see the table above. */
export function settleBonusBet(outcome: BonusBetOutcome): BonusSettlement {
  const { type, stake, payout, results } = outcome;
  const allWon = results.length > 0 && results.every((r) => r === 'win');
  const allVoid = results.length > 0 && results.every((r) => r === 'refund');
  switch (type) {
    case 'comboboost':
      return { ...NONE, cash: allWon ? outcome.boostedPayout : payout };
    case 'freebet':
      if (allVoid) return { ...NONE, restoreUse: true };
      return { ...NONE, cash: payout > stake ? payout - stake : 0n };
    case 'freebet_only_win':
      return { ...NONE, cash: allWon && payout > stake ? payout - stake : 0n };
    case 'freebet_all_win':
      if (allVoid) return { ...NONE, restoreUse: true };
      return { ...NONE, cash: payout };
    case 'freebet_no_risk':
      return { ...NONE, cash: payout, freebetBack: payout === 0n ? stake : 0n };
    default:
      return { ...NONE, cash: payout };
  }
}
