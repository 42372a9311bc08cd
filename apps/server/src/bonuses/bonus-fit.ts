/**
 * Whether a bonus fits a bet, on the server: the domain's conditions (packages/domain bonus/) on facts read from
 * the catalogue, plus the state of the player's bonus and the amounts at placement. POST /bonuses answers with it
 * and POST /bets refuses with it, so the slip is told what placement would say.
 */
import type { BonusRefusal } from '@sportsbook/contract';
import {
  type BonusBetFacts,
  type BonusConditions,
  type BonusMisfit,
  type BonusSelectionFacts,
  type BonusType,
  type ComboboostRange,
  comboboostMisfit,
  comboboostRangeFor,
  type DecimalOdds,
  EventStatus,
  freebetMisfit,
  isBonusStakedType,
  type Money,
  money,
  type PayloadBonus,
  type SlipBonus,
  suitableSelections,
  type TicketEntry,
} from '@sportsbook/domain';
import type { CatalogueView } from '../bets/current-selections.js';
import type { Viewer } from './bonus-view.js';
import type { HeldBonus } from './held-bonuses.js';

/** What the conditions see of each selection of `entry`, at its current odds. */
function selectionFactsOf(entry: TicketEntry, view: CatalogueView): BonusSelectionFacts[] {
  return entry.selections.map((s) => {
    const match = view.match(s.matchId);
    return {
      matchId: s.matchId,
      sport: s.sportKey,
      sportType: match?.sportKind ?? '',
      categoryId: match?.categoryId ?? null,
      tournamentId: s.tournamentId,
      odds: s.odds,
      live: match?.status === EventStatus.live,
    };
  });
}

/** The facts of a bet with a bonus of `type` for `viewer`. */
export function betFactsOf(
  entry: TicketEntry,
  view: CatalogueView,
  viewer: Viewer,
  type: BonusType,
): BonusBetFacts {
  return {
    type,
    betType: entry.betType,
    selections: selectionFactsOf(entry, view),
    country: viewer.country,
    verified: viewer.verified,
  };
}

/** Why a campaign of `type` with `conditions` (and `ranges`) does not fit the bet, or null. */
export function misfitOf(
  conditions: BonusConditions,
  ranges: readonly ComboboostRange[],
  facts: BonusBetFacts,
): BonusMisfit | null {
  return facts.type === 'comboboost'
    ? comboboostMisfit(conditions, ranges, facts)
    : freebetMisfit(conditions, facts);
}

/** The bonus odds of the comboboost range the bet earns now, or null. */
function activeBonusOdds(
  conditions: BonusConditions,
  ranges: readonly ComboboostRange[],
  facts: BonusBetFacts,
): DecimalOdds | null {
  return (
    comboboostRangeFor(ranges, suitableSelections(conditions, facts.selections).length)?.bonus_odds ?? null
  );
}

/** What a bonus that fits brings to the bet's slip entry. */
export interface BonusOnBet {
  slip: SlipBonus;
  /** A bonus-staked freebet: the stake the bonus pays (the bet's stake), not debited from cash. */
  freebetStake: Money | null;
  bonusOdds: DecimalOdds | null;
}

const REFUSAL_BY_STATUS: Partial<Record<HeldBonus['status'], BonusRefusal>> = {
  expired: 'bonus_expired',
  bonus_over: 'bonus_used',
};

/**
 * Checks the bonus `sent` with a bet of total stake `stake` in `currency` against the player's `held` bonus:
 * found and active, a freebet in the bet's currency staking exactly its amount (freebet_no_risk: at most its
 * amount), the campaign's conditions, a comboboost's odds those of the range the bet earns. Answers the refusal
 * or what the bonus brings to the bet.
 */
export function checkBetBonus(
  sent: PayloadBonus,
  held: HeldBonus | undefined,
  bet: { entry: TicketEntry; stake: number; currency: string },
  view: CatalogueView,
  viewer: Viewer,
): { refusal: BonusRefusal } | { ok: BonusOnBet } {
  if (!held || held.row.type !== sent.type) return { refusal: 'bonus_not_found' };
  if (held.status !== 'active' || !held.campaign.enabled)
    return { refusal: REFUSAL_BY_STATUS[held.status] ?? 'bonus_not_active' };
  const { campaign, row } = held;
  const facts = betFactsOf(bet.entry, view, viewer, sent.type);
  const misfit = misfitOf(campaign.conditions, campaign.ranges, facts);
  if (misfit) return { refusal: misfit };
  const slip: SlipBonus = {
    id: sent.id,
    type: sent.type,
    amount: row.amount === null ? null : money(row.amount),
    ranges: campaign.ranges,
    min_odds: campaign.conditions.min_odds,
  };
  if (sent.type === 'comboboost') {
    const odds = activeBonusOdds(campaign.conditions, campaign.ranges, facts);
    if (odds === null || sent.odds !== odds) return { refusal: 'bonus_odds' };
    return { ok: { slip, freebetStake: null, bonusOdds: odds } };
  }
  if (row.currency !== bet.currency || row.amount === null) return { refusal: 'bonus_currency' };
  if (isBonusStakedType(sent.type)) {
    if (bet.stake !== row.amount) return { refusal: 'bonus_stake' };
    return { ok: { slip, freebetStake: money(row.amount), bonusOdds: null } };
  }
  if (bet.stake > row.amount) return { refusal: 'bonus_stake' };
  return { ok: { slip, freebetStake: null, bonusOdds: null } };
}
