import { describe, expect, it } from 'vitest';
import { MAX_SELECTIONS, SELECTIONS_CLAMP_ABOVE } from '../constants';
import {
  cents,
  makeBet,
  makeBonus,
  makeSelection,
  makeSelections,
  makeState,
} from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import type { TicketEntry, TicketSelection } from '../ticket/types';
import {
  clampSelectionCount,
  isMultiSingleAllowed,
  placeBlockers,
  relatedOutright,
  selectionFlags,
} from './place-rules';

const signedIn = { isLoggedIn: true };
const blockersOf = (bets: TicketEntry[], extra: Parameters<typeof makeState>[0] = {}) =>
  placeBlockers(deepFreeze(makeState({ bets, ...extra })), signedIn);
const withSelection = (overrides: Partial<TicketSelection>) =>
  makeBet({ selections: [makeSelection(overrides)] });

describe('placeBlockers', () => {
  it('lets a staked single with profit be placed', () => {
    expect(blockersOf([makeBet()])).toEqual([]);
  });

  it('blocks an empty slip', () => {
    expect(blockersOf([])).toEqual(['no_bets']);
  });

  it('blocks when any bet has no stake above 0', () => {
    expect(blockersOf([makeBet(), makeBet({ stake: cents(0) })])).toEqual(['no_stake']);
  });

  it('reads the stake of a freebet bet from its freebet stake', () => {
    expect(blockersOf([makeBet({ stake: cents(0), bonus: makeBonus(), freebetStake: cents(500) })])).toEqual(
      [],
    );
    expect(blockersOf([makeBet({ stake: cents(500), bonus: makeBonus(), freebetStake: null })])).toContain(
      'no_stake',
    );
  });

  it('blocks when the potential win does not exceed the stake', () => {
    expect(blockersOf([makeBet({ stake: cents(1), selections: makeSelections(1, {}, [1.5]) })])).toEqual([
      'no_profit',
    ]);
  });

  it('blocks stakes above a known balance, leaving freebet stakes out of the sum', () => {
    const state = deepFreeze(
      makeState({ bets: [makeBet({ stake: cents(1000) }), makeBet({ stake: cents(500) })] }),
    );
    expect(placeBlockers(state, { ...signedIn, balance: cents(1500) })).toEqual([]);
    expect(placeBlockers(state, { ...signedIn, balance: cents(1499) })).toEqual(['insufficient_balance']);
    expect(placeBlockers(state, { ...signedIn, balance: null })).toEqual([]);
    const freebet = makeBet({ stake: cents(0), bonus: makeBonus(), freebetStake: cents(5000) });
    expect(
      placeBlockers(deepFreeze(makeState({ bets: [freebet] })), { ...signedIn, balance: cents(0) }),
    ).toEqual([]);
  });

  it('blocks a signed-out bettor', () => {
    expect(placeBlockers(deepFreeze(makeState({ bets: [makeBet()] })), { isLoggedIn: false })).toEqual([
      'signed_out',
    ]);
  });

  it('blocks a suspended selection or an inactive outcome', () => {
    expect(blockersOf([withSelection({ isSuspended: true })])).toEqual(['suspended']);
    expect(blockersOf([withSelection({ active: false })])).toEqual(['suspended']);
  });

  it('blocks a selection that is not available', () => {
    expect(blockersOf([withSelection({ isNotAvailable: true })])).toEqual(['not_available']);
  });

  it('blocks an odds change not yet accepted', () => {
    expect(blockersOf([withSelection({ isChanged: true })])).toEqual(['odds_changed']);
  });

  it('blocks a bet mixing providers', () => {
    const selections = [makeSelection({ matchId: 1 }), makeSelection({ matchId: 2, provider: 'oddin' })];
    expect(blockersOf([makeBet({ betType: 'combo', selections })])).toEqual(['provider_mix']);
  });

  it('blocks a combo with two selections of one match', () => {
    const selections = [makeSelection({ outcomeId: '1' }), makeSelection({ outcomeId: '2' })];
    expect(blockersOf([makeBet({ betType: 'combo', selections })])).toEqual(['same_match']);
  });

  it('blocks a system whose type does not match its selections, which also cannot win', () => {
    const bet = makeBet({
      betType: 'system',
      systemType: { totalCount: 4, winCount: 2 },
      selections: makeSelections(3),
    });
    expect(blockersOf([bet])).toEqual(['no_profit', 'system_count']);
  });

  it('blocks a system of oddin selections', () => {
    const bet = makeBet({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      selections: makeSelections(3, { provider: 'oddin' }),
    });
    expect(blockersOf([bet])).toEqual(['oddin_system']);
  });

  it('blocks more selections than the slip keeps', () => {
    const bets = makeSelections(MAX_SELECTIONS + 1).map((s) => makeBet({ selections: [s] }));
    expect(blockersOf(bets)).toEqual(['too_many_selections']);
    expect(blockersOf(bets.slice(1))).toEqual([]);
  });

  it('blocks while a place is in progress', () => {
    expect(blockersOf([makeBet()], { inProgress: true })).toEqual(['in_progress']);
  });

  it('lists every reason at once, in a stable order', () => {
    const bet = makeBet({
      betType: 'combo',
      stake: cents(0),
      selections: [
        makeSelection({ isSuspended: true, isNotAvailable: true, isChanged: true }),
        makeSelection({ outcomeId: '2', provider: 'oddin' }),
      ],
    });
    const state = deepFreeze(makeState({ bets: [bet], inProgress: true }));
    expect(placeBlockers(state, { isLoggedIn: false })).toEqual([
      'no_stake',
      'no_profit',
      'signed_out',
      'suspended',
      'not_available',
      'odds_changed',
      'provider_mix',
      'same_match',
      'in_progress',
    ]);
  });
});

describe('selectionFlags', () => {
  const none = {
    providerMix: false,
    sameMatch: false,
    relatedOutright: false,
    oddinSystem: false,
    systemCountMismatch: false,
  };

  it('raises nothing for a single', () => {
    expect(selectionFlags(deepFreeze(makeBet()))).toEqual(none);
  });

  it('flags mixed providers in any bet', () => {
    const selections = [
      makeSelection({ matchId: 1 }),
      makeSelection({ matchId: 2, provider: 'betconstruct' }),
    ];
    expect(selectionFlags(makeBet({ betType: 'combo', selections }))).toEqual({ ...none, providerMix: true });
  });

  it('flags two selections of one match in a combo or a system, not in a custom bet', () => {
    const selections = [
      makeSelection({ marketId: 1 }),
      makeSelection({ marketId: 2 }),
      makeSelection({ matchId: 2 }),
    ];
    expect(selectionFlags(makeBet({ betType: 'combo', selections })).sameMatch).toBe(true);
    const system = makeBet({ betType: 'system', systemType: { totalCount: 3, winCount: 2 }, selections });
    expect(selectionFlags(system)).toEqual({ ...none, sameMatch: true });
    expect(selectionFlags(makeBet({ betType: 'custom_bet', selections })).sameMatch).toBe(false);
  });

  it('flags an outright with a match of its league in a combo or a system, not with another league', () => {
    const winner = makeSelection({ matchId: 900, type: 'outright', tournamentId: 7, outcomeId: '31' });
    const sameLeague = makeSelection({ matchId: 1, tournamentId: 7 });
    const otherLeague = makeSelection({ matchId: 2, tournamentId: 8 });
    const combo = (selections: TicketSelection[]) =>
      selectionFlags(makeBet({ betType: 'combo', selections }));
    expect(combo([winner, sameLeague])).toEqual({ ...none, relatedOutright: true });
    expect(combo([sameLeague, winner, otherLeague]).relatedOutright).toBe(true);
    expect(combo([winner, otherLeague])).toEqual(none);
    // Two matches of one league are not related; neither is anything whose league is unknown.
    expect(combo([sameLeague, makeSelection({ matchId: 3, tournamentId: 7 })])).toEqual(none);
    expect(
      combo([
        { ...winner, tournamentId: null },
        { ...sameLeague, tournamentId: null },
      ]),
    ).toEqual(none);
    const system = makeBet({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      selections: [winner, sameLeague, otherLeague],
    });
    expect(selectionFlags(system).relatedOutright).toBe(true);
    expect(relatedOutright([winner, sameLeague])).toBe(true);
  });

  it('blocks placing a related outright combo', () => {
    const selections = [
      makeSelection({ matchId: 900, type: 'outright', tournamentId: 7 }),
      makeSelection({ matchId: 1, tournamentId: 7 }),
    ];
    expect(blockersOf([makeBet({ betType: 'combo', selections })])).toEqual(['related_outright']);
  });

  it('flags an oddin selection in a system only', () => {
    const selections = makeSelections(3, { provider: 'oddin' });
    const system = makeBet({ betType: 'system', systemType: { totalCount: 3, winCount: 2 }, selections });
    expect(selectionFlags(system)).toEqual({ ...none, oddinSystem: true });
    expect(selectionFlags(makeBet({ betType: 'combo', selections }))).toEqual(none);
  });

  it('flags a system without a type or with a type for another count', () => {
    const selections = makeSelections(3);
    expect(
      selectionFlags(makeBet({ betType: 'system', systemType: null, selections })).systemCountMismatch,
    ).toBe(true);
    const wrong = makeBet({ betType: 'system', systemType: { totalCount: 4, winCount: 2 }, selections });
    expect(selectionFlags(wrong).systemCountMismatch).toBe(true);
  });
});

describe('isMultiSingleAllowed', () => {
  const selections = deepFreeze([
    makeSelection({ matchId: 1 }),
    makeSelection({ matchId: 2, provider: 'oddin' }),
  ]);

  it("allows multi-single when every selection's provider is enabled", () => {
    expect(isMultiSingleAllowed(selections, deepFreeze({ betradar: true, oddin: true }))).toBe(true);
  });

  it('refuses multi-single when a provider is disabled or missing', () => {
    expect(isMultiSingleAllowed(selections, { betradar: true, oddin: false })).toBe(false);
    expect(isMultiSingleAllowed(selections, { betradar: true })).toBe(false);
  });

  it('allows multi-single of no selections', () => {
    expect(isMultiSingleAllowed([], {})).toBe(true);
  });
});

describe('clampSelectionCount', () => {
  it('keeps a count up to the threshold', () => {
    expect(clampSelectionCount(0)).toBe(0);
    expect(clampSelectionCount(SELECTIONS_CLAMP_ABOVE)).toBe(SELECTIONS_CLAMP_ABOVE);
  });

  it('clamps a count above the threshold to the maximum', () => {
    expect(clampSelectionCount(SELECTIONS_CLAMP_ABOVE + 1)).toBe(MAX_SELECTIONS);
    expect(clampSelectionCount(500)).toBe(MAX_SELECTIONS);
  });
});
