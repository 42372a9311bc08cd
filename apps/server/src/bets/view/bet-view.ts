/** A stored bet as my bets lists it: the domain's `Bet` (the contract's BetSchema), named in one locale. */
import type { BetResponse, Locale } from '@sportsbook/contract';
import {
  type BetResult,
  type BetState,
  type BetType,
  type BonusType,
  type DecimalOdds,
  type EventStatus,
  fromOddsUnits,
  type Money,
  selectionId,
} from '@sportsbook/domain';
import { pickName } from '../../catalogue/names.js';
import type { betSelections, bets, LocalizedNames } from '../../db/schema/index.js';
import { currencyFor } from '../demo-rates.js';

/** Names and times of a selection as they were at placement (bet_selections.snapshot). */
export interface SelectionSnapshot {
  match: { slug: string; names: LocalizedNames; startTime: string; status: EventStatus };
  market: LocalizedNames;
  outcome: LocalizedNames;
  /** Whether its match was live at placement (the bet then waited out the live delay). */
  live: boolean;
}

/** A row of `bets`. */
export type BetRow = typeof bets.$inferSelect;
/** A row of `bet_selections`. */
export type SelectionRow = typeof betSelections.$inferSelect;

/** How a selection's stored status reads in my bets. */
const SELECTION_RESULT: Record<string, BetResult> = {
  open: 'no_results',
  win: 'win_entire',
  lose: 'lose_entire',
  refund: 'refund_entire',
  half_win: 'refund_half_win_other',
  half_lose: 'refund_half_lose_other',
};

const odds = (units: number): DecimalOdds => fromOddsUnits(BigInt(units));

/**
 * The bet as listed. `matchStatus` gives each match's status now (the snapshot's when the match is gone);
 * `toCashout` the current offer.
 */
export function toBet(
  bet: BetRow,
  selections: readonly SelectionRow[],
  locale: Locale,
  extra: { matchStatus: (matchId: number) => EventStatus | undefined; toCashout: Money | null },
): BetResponse {
  const bonus = bet.bonus as { id: string; type: BonusType; odds: number | null } | null;
  return {
    id: bet.id,
    type: bet.type as BetType,
    ref: bet.ref,
    status: bet.status as BetState,
    stake: {
      value: bet.stake as Money,
      currency: bet.currency,
      subunits: currencyFor(bet.currency).subunits,
    },
    win_amount: bet.winAmount as Money | null,
    odds: odds(bet.odds),
    selections: selections.map((s) => {
      const snap = s.snapshot as SelectionSnapshot;
      return {
        id: selectionId(s),
        status: SELECTION_RESULT[s.status] ?? 'no_results',
        market: { id: s.marketId, name: pickName(snap.market, locale) },
        outcome: { id: s.outcomeId, name: pickName(snap.outcome, locale) },
        odds: odds(s.odds),
        specifier: s.specifier,
        match: {
          id: s.matchId,
          slug: snap.match.slug,
          name: pickName(snap.match.names, locale),
          status: extra.matchStatus(s.matchId) ?? snap.match.status,
          start_time: snap.match.startTime,
        },
      };
    }),
    created_at: bet.createdAt.toISOString(),
    result: bet.result as BetResult,
    to_cashout: extra.toCashout,
    bonus: bonus
      ? { id: bonus.id, type: bonus.type, odds: bonus.odds === null ? null : (bonus.odds as DecimalOdds) }
      : null,
    system:
      bet.systemId && bet.systemWinCount !== null && bet.systemTotalCount !== null
        ? { id: bet.systemId, win_count: bet.systemWinCount, total_count: bet.systemTotalCount }
        : null,
    used_in_jackpot: bet.usedInJackpot,
    is_vip: bet.isVip,
  };
}
