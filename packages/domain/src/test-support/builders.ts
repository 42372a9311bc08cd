/**
 * Test builders for the slip's data: sensible defaults, any field overridable. Defaults describe a bettable
 * prematch selection at odds 2.00 and a EUR single of 10.00, so a test only states what it is about.
 */
import { selectionId } from '../bet-math/selection-id';
import { type Money, money } from '../money/money';
import { type DecimalOdds, decimalOdds } from '../odds/decimal-odds';
import { createTicketState } from '../ticket/initial-state';
import type { TicketConfig, TicketEntry, TicketSelection, TicketState } from '../ticket/types';
import type { SlipBonus } from '../types/bonus';

/** Decimal odds for tests: `odds(1.85)`. */
export function odds(value: number): DecimalOdds {
  return decimalOdds(value);
}

/** Minor units for tests: `cents(1000)` is 10.00 in a currency of 100 subunits. */
export function cents(value: number): Money {
  return money(value);
}

/**
 * A selection. Its `id` follows matchId/marketId/specifier/outcomeId unless given, and `acceptedOdds` and
 * `initialOdds` follow `odds` unless given, so `makeSelection({ matchId: 2, odds: odds(1.5) })` is consistent.
 */
export function makeSelection(overrides: Partial<TicketSelection> = {}): TicketSelection {
  const base = {
    matchId: 1,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    odds: odds(2),
    ...overrides,
  };
  return {
    id: selectionId(base),
    matchUrnId: `sr:match:${base.matchId}`,
    matchSlug: `home-away-${base.matchId}`,
    marketName: '1x2',
    outcomeName: 'Home',
    acceptedOdds: base.odds,
    initialOdds: base.odds,
    provider: 'betradar',
    type: 'match',
    matchStatus: 'prematch',
    nameA: 'Home',
    nameB: 'Away',
    sportKey: 'soccer',
    categoryName: 'England',
    tournamentId: null,
    marketGroup: 'main',
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    ...base,
  };
}

/**
 * `count` selections of different matches (matchId 1..count), each built with `overrides` and, when given,
 * the odds at the same index of `oddsList`.
 */
export function makeSelections(
  count: number,
  overrides: Partial<TicketSelection> = {},
  oddsList: readonly number[] = [],
): TicketSelection[] {
  return Array.from({ length: count }, (_, i) => {
    const value = oddsList[i];
    return makeSelection({
      ...overrides,
      matchId: i + 1,
      ...(value === undefined ? {} : { odds: odds(value) }),
    });
  });
}

/** A bet; by default a EUR single of 10.00 (1000 minor units) on one makeSelection() at 2.00. */
export function makeBet(overrides: Partial<TicketEntry> = {}): TicketEntry {
  return {
    stake: money(1000),
    currency: 'EUR',
    subunits: 100,
    betType: 'single',
    customOdds: null,
    selections: [makeSelection()],
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    stakeSource: 'user',
    systemType: null,
    freebetStake: null,
    betId: null,
    status: null,
    isVip: false,
    messagesByBet: [],
    jackpots: [],
    ...overrides,
  };
}

/**
 * A system bet "winCount/n" on n selections of different matches at the given odds (n = oddsList.length), stake
 * per line 10.00 unless overridden.
 */
export function makeSystemBet(
  winCount: number,
  oddsList: readonly number[],
  overrides: Partial<TicketEntry> = {},
): TicketEntry {
  return makeBet({
    betType: 'system',
    systemType: { totalCount: oddsList.length, winCount },
    selections: makeSelections(oddsList.length, {}, oddsList),
    ...overrides,
  });
}

/** A bonus; by default a freebet of 5.00 with no odds limits. */
export function makeBonus(overrides: Partial<SlipBonus> = {}): SlipBonus {
  return { id: 'bonus-1', type: 'freebet', amount: money(500), ranges: [], min_odds: null, ...overrides };
}

/** The slip's settings; by default EUR, odds changes need approval, multi-single for betradar. */
export function makeConfig(overrides: Partial<TicketConfig> = {}): TicketConfig {
  return {
    oddsAcceptance: 'none',
    multiSingleByProvider: { betradar: true },
    currency: 'EUR',
    subunits: 100,
    customBetAllowSingle: false,
    ...overrides,
  };
}

/**
 * A slip state; by default initial with no bets. Pass `bets` and, unless overridden, `selectedOutcomeIds` follows
 * their selections and `systemTypes` stays empty.
 */
export function makeState(overrides: Partial<TicketState> = {}): TicketState {
  const bets = overrides.bets ?? [];
  return {
    ...createTicketState(makeConfig()),
    bets,
    selectedOutcomeIds: bets.flatMap((b) => b.selections.map((s) => s.id)),
    ...overrides,
  };
}
