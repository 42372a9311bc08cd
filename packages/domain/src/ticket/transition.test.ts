import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SELECTIONS } from '../constants';
import { money } from '../money/money';
import {
  cents,
  makeBet,
  makeBonus,
  makeConfig,
  makeSelection,
  makeSelections,
  makeState,
  odds,
} from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { EventStatus, type Market, MarketStatus } from '../types/catalogue';
import type { TicketEffect, TicketEvent } from './events';
import { createTicketState } from './initial-state';
import { transition } from './transition';
import type { TicketSelection, TicketState } from './types';

/** Runs events in order on a frozen state; returns the last state and every effect. */
function run(state: TicketState, ...events: TicketEvent[]): [TicketState, TicketEffect[]] {
  let current = deepFreeze(state);
  const effects: TicketEffect[] = [];
  for (const event of events) {
    const [next, out] = transition(current, deepFreeze(event));
    current = deepFreeze(next);
    effects.push(...out);
  }
  return [current, effects];
}

const combosOnly = makeConfig({ multiSingleByProvider: {} });
const empty = () => createTicketState(combosOnly);
const toggle = (selection: TicketSelection): TicketEvent => ({ type: 'SELECTION_TOGGLED', selection });
const [s1, s2, s3, s4] = makeSelections(4, {}, [2, 1.5, 3, 1.8]) as [
  TicketSelection,
  TicketSelection,
  TicketSelection,
  TicketSelection,
];

function market(
  selection: TicketSelection,
  patch: Partial<Market> = {},
  outcome: Partial<Market['outcomes'][number]> = {},
): Market {
  return {
    match_urn_id: selection.matchUrnId,
    id: selection.marketId,
    name: selection.marketName,
    status: MarketStatus.allowed,
    specifier: selection.specifier,
    outcomes: [
      {
        id: selection.outcomeId,
        name: selection.outcomeName,
        active: true,
        odds: selection.odds,
        ...outcome,
      },
    ],
    market_groups: ['main'],
    priority: 1,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: selection.provider,
    ...patch,
  };
}

const marketsUpdated = (selection: TicketSelection, m: Market[], complete = false): TicketEvent => ({
  type: 'MARKETS_UPDATED',
  matchId: selection.matchId,
  markets: m,
  complete,
});

describe('selection toggling', () => {
  it('creates a single bet when the first selection is added', () => {
    const [state, effects] = run(empty(), toggle(s1));
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]?.betType).toBe('single');
    expect(state.selectedOutcomeIds).toEqual([s1.id]);
    expect(effects).toEqual([{ type: 'TRACK', event: 'outcome_add_click', selectionId: s1.id }]);
  });

  it('turns a single into a combo when a second selection is added', () => {
    const [state] = run(empty(), toggle(s1), toggle(s2));
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]?.betType).toBe('combo');
    expect(state.bets[0]?.selections.map((s) => s.id)).toEqual([s1.id, s2.id]);
  });

  it('adds a new single instead when multi-single is available for the provider', () => {
    const [state] = run(
      createTicketState(makeConfig({ multiSingleByProvider: { betradar: true } })),
      toggle(s1),
      toggle(s2),
    );
    expect(state.bets.map((b) => b.betType)).toEqual(['single', 'single']);
  });

  it('gives a new multi-single the first bet stake', () => {
    const config = makeConfig({ multiSingleByProvider: { betradar: true } });
    const [state] = run(
      createTicketState(config),
      toggle(s1),
      { type: 'STAKE_CHANGED', betIndex: 0, stake: cents(500) },
      toggle(s2),
    );
    expect(state.bets.map((b) => b.stake)).toEqual([500, 500]);
  });

  it('merges multi-singles into a combo when a selection of a provider without multi-single is added', () => {
    const config = makeConfig({ multiSingleByProvider: { betradar: true } });
    const oddin = makeSelection({ matchId: 9, provider: 'oddin' });
    const [state] = run(createTicketState(config), toggle(s1), toggle(s2), toggle(oddin));
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]?.betType).toBe('combo');
    expect(state.bets[0]?.selections).toHaveLength(3);
  });

  it('removes a selection when it is toggled again', () => {
    const [state, effects] = run(empty(), toggle(s1), toggle(s2), toggle(s2));
    expect(state.selectedOutcomeIds).toEqual([s1.id]);
    expect(state.bets[0]?.betType).toBe('single');
    expect(effects.at(-1)).toEqual({ type: 'TRACK', event: 'outcome_delete_click', selectionId: s2.id });
  });

  it('drops an empty bet when its last selection is removed', () => {
    const [state] = run(empty(), toggle(s1), { type: 'SELECTION_REMOVED', selectionId: s1.id });
    expect(state.bets).toEqual([]);
    expect(state.selectedOutcomeIds).toEqual([]);
  });

  it('ignores the removal of a selection that is not in the slip', () => {
    const start = run(empty(), toggle(s1))[0];
    const [state, effects] = run(start, { type: 'SELECTION_REMOVED', selectionId: 'nope' });
    expect(state).toBe(start);
    expect(effects).toEqual([]);
  });

  it('keeps a system bet on a fitting system type when a selection is removed', () => {
    const [state] = run(
      empty(),
      toggle(s1),
      toggle(s2),
      toggle(s3),
      toggle(s4),
      { type: 'BET_TYPE_CHANGED', betType: 'system' },
      {
        type: 'SYSTEM_TYPE_CHANGED',
        systemType: { totalCount: 4, winCount: 3 },
      },
    );
    const [after] = run(state, { type: 'SELECTION_REMOVED', selectionId: s4.id });
    expect(after.bets[0]?.betType).toBe('system');
    expect(after.bets[0]?.systemType).toEqual({ totalCount: 3, winCount: 2 });
  });

  it('keeps the win count of a system when it still fits after a selection is added', () => {
    const [state] = run(
      empty(),
      toggle(s1),
      toggle(s2),
      toggle(s3),
      { type: 'BET_TYPE_CHANGED', betType: 'system' },
      toggle(s4),
    );
    expect(state.bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 2 });
  });

  it('turns a system into a combo when no system type fits the count', () => {
    const [state] = run(
      empty(),
      toggle(s1),
      toggle(s2),
      toggle(s3),
      { type: 'BET_TYPE_CHANGED', betType: 'system' },
      {
        type: 'SELECTION_REMOVED',
        selectionId: s3.id,
      },
    );
    expect(state.bets[0]?.betType).toBe('combo');
    expect(state.bets[0]?.systemType).toBeNull();
  });

  it('lists the system types of the selection count, sorted by total then win count', () => {
    const [state] = run(empty(), toggle(s1), toggle(s2), toggle(s3), toggle(s4));
    expect(state.systemTypes).toEqual([
      { totalCount: 4, winCount: 2 },
      { totalCount: 4, winCount: 3 },
    ]);
  });

  it(`refuses a selection above ${MAX_SELECTIONS}`, () => {
    const many = makeSelections(MAX_SELECTIONS);
    const [full] = run(empty(), ...many.map(toggle));
    const [state, effects] = run(full, toggle(makeSelection({ matchId: 999 })));
    expect(state).toBe(full);
    expect(effects).toEqual([{ type: 'REFUSED', reason: 'too_many_selections' }]);
  });

  it('opens the custom bet ticket modal when a normal selection is added to a custom bet', () => {
    const a = makeSelection({ marketId: 1 });
    const b = makeSelection({ marketId: 18, specifier: 'total=2.5', outcomeId: 'over' });
    const [custom] = run(empty(), { type: 'CUSTOM_BET_SET', selections: [a, b], customOdds: odds(3.4) });
    expect(custom.bets[0]?.betType).toBe('custom_bet');
    const [state, effects] = run(custom, toggle(s3));
    expect(state).toBe(custom);
    expect(effects).toEqual([{ type: 'OPEN_CUSTOM_BET_TICKET_MODAL', selection: s3 }]);
  });

  it('resets to odds_changed rather than initial when a selection still has a changed price', () => {
    const [changed] = run(empty(), toggle(s1), marketsUpdated(s1, [market(s1, {}, { odds: odds(1.9) })]));
    expect(changed.ticketState).toBe('odds_changed');
    const [state] = run(changed, toggle(s2));
    expect(state.ticketState).toBe('odds_changed');
  });

  it('clears the slip', () => {
    const [state] = run(empty(), toggle(s1), toggle(s2), { type: 'CLEARED' });
    expect(state.bets).toEqual([]);
    expect(state.ticketState).toBe('initial');
  });
});

describe('changing the bet type', () => {
  const three = () => run(empty(), toggle(s1), toggle(s2), toggle(s3))[0];

  it('makes one single per selection with the first stake', () => {
    const config = makeConfig({ multiSingleByProvider: { betradar: true } });
    const start = makeState({
      config,
      bets: [makeBet({ betType: 'combo', selections: [s1, s2], stake: cents(700) })],
    });
    const [state] = run(start, { type: 'BET_TYPE_CHANGED', betType: 'single' });
    expect(state.bets.map((b) => [b.betType, b.stake, b.selections.length])).toEqual([
      ['single', 700, 1],
      ['single', 700, 1],
    ]);
  });

  it('merges singles into a combo', () => {
    const config = makeConfig({ multiSingleByProvider: { betradar: true } });
    const [singles] = run(createTicketState(config), toggle(s1), toggle(s2));
    const [state] = run(singles, { type: 'BET_TYPE_CHANGED', betType: 'combo' });
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]?.betType).toBe('combo');
  });

  it('makes a system with the first system type', () => {
    const [state] = run(three(), { type: 'BET_TYPE_CHANGED', betType: 'system' });
    expect(state.bets[0]?.betType).toBe('system');
    expect(state.bets[0]?.systemType).toEqual({ totalCount: 3, winCount: 2 });
  });

  it.each([
    ['the type is the same', 'combo', 'same_type'],
    ['singles are not allowed for these selections', 'single', 'singles_not_allowed'],
  ] as const)('refuses when %s', (_, betType, reason) => {
    const start = three();
    const [state, effects] = run(start, { type: 'BET_TYPE_CHANGED', betType });
    expect(state).toBe(start);
    expect(effects).toEqual([{ type: 'REFUSED', reason }]);
  });

  it('refuses for a lone single', () => {
    const start = run(empty(), toggle(s1))[0];
    expect(run(start, { type: 'BET_TYPE_CHANGED', betType: 'combo' })[1]).toEqual([
      { type: 'REFUSED', reason: 'lone_single' },
    ]);
  });

  it('refuses a system when no system type matches the count', () => {
    const start = run(empty(), toggle(s1), toggle(s2))[0];
    expect(run(start, { type: 'BET_TYPE_CHANGED', betType: 'system' })[1]).toEqual([
      { type: 'REFUSED', reason: 'no_system_type' },
    ]);
  });

  it('refuses for a custom bet', () => {
    const [custom] = run(empty(), { type: 'CUSTOM_BET_SET', selections: [s1, s2], customOdds: odds(3) });
    expect(run(custom, { type: 'BET_TYPE_CHANGED', betType: 'combo' })[1]).toEqual([
      { type: 'REFUSED', reason: 'custom_bet' },
    ]);
    expect(run(three(), { type: 'BET_TYPE_CHANGED', betType: 'custom_bet' })[1]).toEqual([
      { type: 'REFUSED', reason: 'custom_bet' },
    ]);
  });

  it('refuses on an empty slip', () => {
    expect(run(empty(), { type: 'BET_TYPE_CHANGED', betType: 'combo' })[1]).toEqual([
      { type: 'REFUSED', reason: 'unknown_bet' },
    ]);
  });

  it('changes the system type of the first bet only, and refuses types that do not fit', () => {
    const [system] = run(empty(), toggle(s1), toggle(s2), toggle(s3), toggle(s4), {
      type: 'BET_TYPE_CHANGED',
      betType: 'system',
    });
    const [state] = run(system, { type: 'SYSTEM_TYPE_CHANGED', systemType: { totalCount: 4, winCount: 3 } });
    expect(state.bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 3 });
    expect(
      run(state, { type: 'SYSTEM_TYPE_CHANGED', systemType: { totalCount: 4, winCount: 3 } })[1],
    ).toEqual([{ type: 'REFUSED', reason: 'same_type' }]);
    expect(
      run(state, { type: 'SYSTEM_TYPE_CHANGED', systemType: { totalCount: 5, winCount: 3 } })[1],
    ).toEqual([{ type: 'REFUSED', reason: 'no_system_type' }]);
    expect(
      run(three(), { type: 'SYSTEM_TYPE_CHANGED', systemType: { totalCount: 3, winCount: 2 } })[1],
    ).toEqual([{ type: 'REFUSED', reason: 'unknown_bet' }]);
  });
});

describe('stakes', () => {
  it('sets the stake of one bet', () => {
    const [state] = run(empty(), toggle(s1), {
      type: 'STAKE_CHANGED',
      betIndex: 0,
      stake: cents(250),
      source: 'preset',
    });
    expect(state.bets[0]?.stake).toBe(250);
    expect(state.bets[0]?.stakeSource).toBe('preset');
  });

  it('sets every stake at once, except a freebet stake', () => {
    const config = makeConfig({ multiSingleByProvider: { betradar: true } });
    const [singles] = run(createTicketState(config), toggle(s1), toggle(s2), {
      type: 'BONUS_SELECTED',
      betIndex: 1,
      bonus: makeBonus(),
    });
    const [state] = run(singles, { type: 'STAKE_CHANGED', betIndex: 'all', stake: cents(300) });
    expect(state.bets.map((b) => b.stake)).toEqual([300, 500]);
  });

  it.each([
    ['a negative stake', -1, 'invalid_stake'],
    ['a fractional stake', 1.5, 'invalid_stake'],
  ])('refuses %s', (_, stake, reason) => {
    const start = run(empty(), toggle(s1))[0];
    expect(run(start, { type: 'STAKE_CHANGED', betIndex: 0, stake: stake as never })[1]).toEqual([
      { type: 'REFUSED', reason },
    ]);
    expect(
      run(start, { type: 'POTENTIAL_WIN_CHANGED', betIndex: 0, potentialWin: stake as never })[1],
    ).toEqual([{ type: 'REFUSED', reason }]);
  });

  it('refuses a stake for a bet that does not exist, or a freebet', () => {
    const [start] = run(empty(), toggle(s1), { type: 'BONUS_SELECTED', betIndex: 0, bonus: makeBonus() });
    expect(run(start, { type: 'STAKE_CHANGED', betIndex: 3, stake: cents(1) })[1]).toEqual([
      { type: 'REFUSED', reason: 'unknown_bet' },
    ]);
    expect(run(start, { type: 'STAKE_CHANGED', betIndex: 0, stake: cents(1) })[1]).toEqual([
      { type: 'REFUSED', reason: 'freebet_stake_fixed' },
    ]);
    expect(run(start, { type: 'STAKE_CHANGED', betIndex: 'all', stake: cents(1) })[1]).toEqual([
      { type: 'REFUSED', reason: 'unknown_bet' },
    ]);
    expect(run(start, { type: 'POTENTIAL_WIN_CHANGED', betIndex: 0, potentialWin: cents(1) })[1]).toEqual([
      { type: 'REFUSED', reason: 'freebet_stake_fixed' },
    ]);
    expect(run(start, { type: 'POTENTIAL_WIN_CHANGED', betIndex: 4, potentialWin: cents(1) })[1]).toEqual([
      { type: 'REFUSED', reason: 'unknown_bet' },
    ]);
  });

  it('derives the stake from a typed potential win and keeps it anchored when the odds move', () => {
    const [state] = run(createTicketState(makeConfig({ oddsAcceptance: 'any' })), toggle(s1), {
      type: 'POTENTIAL_WIN_CHANGED',
      betIndex: 0,
      potentialWin: cents(2000),
    });
    expect(state.bets[0]?.stake).toBe(1000);
    expect(state.bets[0]?.stakeSource).toBe('potential_win');
    const [moved] = run(state, marketsUpdated(s1, [market(s1, {}, { odds: odds(4) })]));
    expect(moved.bets[0]?.stake).toBe(500);
  });

  it('makes the slip editable again when a stake changes after a failed place', () => {
    const [failed] = run(placed(), { type: 'PLACE_FAILED', httpStatus: 422, body: { code: 101 } });
    expect(failed.ticketState).toBe('error');
    const [state] = run(failed, { type: 'STAKE_CHANGED', betIndex: 0, stake: cents(900) });
    expect(state.ticketState).toBe('initial');
    expect(state.error).toBeNull();
  });
});

describe('odds refresh', () => {
  const withOne = (acceptance: 'none' | 'higher' | 'any') =>
    run(
      createTicketState(makeConfig({ oddsAcceptance: acceptance, multiSingleByProvider: {} })),
      toggle(s1),
    )[0];

  it('flags any difference as a change in mode none, keeping the accepted price', () => {
    const [state] = run(withOne('none'), marketsUpdated(s1, [market(s1, {}, { odds: odds(2.2) })]));
    const sel = state.bets[0]?.selections[0];
    expect(sel).toMatchObject({ odds: 2.2, acceptedOdds: 2, isChanged: true });
    expect(state.ticketState).toBe('odds_changed');
  });

  it('takes rises and flags only drops in mode higher', () => {
    const [up] = run(withOne('higher'), marketsUpdated(s1, [market(s1, {}, { odds: odds(2.2) })]));
    expect(up.bets[0]?.selections[0]).toMatchObject({ odds: 2.2, acceptedOdds: 2.2, isChanged: false });
    expect(up.ticketState).toBe('initial');
    const [down] = run(up, marketsUpdated(s1, [market(s1, {}, { odds: odds(1.9) })]));
    expect(down.bets[0]?.selections[0]).toMatchObject({ odds: 1.9, acceptedOdds: 2.2, isChanged: true });
    expect(down.ticketState).toBe('odds_changed');
  });

  it('accepts everything in mode any', () => {
    const [state] = run(withOne('any'), marketsUpdated(s1, [market(s1, {}, { odds: odds(1.5) })]));
    expect(state.bets[0]?.selections[0]).toMatchObject({ odds: 1.5, acceptedOdds: 1.5, isChanged: false });
  });

  it.each([
    ['its market is not open', market(s1, { status: MarketStatus.suspended })],
    ['its outcome is inactive', market(s1, {}, { active: false })],
    ['its outcome is missing', market(s1, { outcomes: [] })],
  ])('suspends a selection when %s', (_, m) => {
    const [state] = run(withOne('none'), marketsUpdated(s1, [m]));
    expect(state.bets[0]?.selections[0]?.isSuspended).toBe(true);
    expect(state.ticketState).toBe('odds_changed');
  });

  it('suspends a selection whose market is missing from a complete list, but not from a partial one', () => {
    const other = market(s1, { id: 99 });
    expect(
      run(withOne('none'), marketsUpdated(s1, [other], false))[0].bets[0]?.selections[0]?.isSuspended,
    ).toBe(false);
    expect(
      run(withOne('none'), marketsUpdated(s1, [other], true))[0].bets[0]?.selections[0]?.isSuspended,
    ).toBe(true);
  });

  it('reopens a suspended selection when its market opens again', () => {
    const [suspended] = run(
      withOne('none'),
      marketsUpdated(s1, [market(s1, { status: MarketStatus.suspended })]),
    );
    const [state] = run(suspended, marketsUpdated(s1, [market(s1)]));
    expect(state.bets[0]?.selections[0]?.isSuspended).toBe(false);
    expect(state.ticketState).toBe('initial');
  });

  it('leaves selections of other matches alone and returns equal data when nothing changed', () => {
    const start = withOne('none');
    const [state] = run(start, { type: 'MARKETS_UPDATED', matchId: 77, markets: [], complete: true });
    expect(state.bets).toEqual(start.bets);
    const [same] = run(start, marketsUpdated(s1, [market(s1)]));
    expect(same.bets[0]?.selections[0]).toBe(start.bets[0]?.selections[0]);
  });

  it('keeps processing while prices move under a place in flight', () => {
    const [processing] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    const [state] = run(processing, marketsUpdated(s1, [market(s1, {}, { odds: odds(1.7) })]));
    expect(state.ticketState).toBe('processing');
  });

  it('accepts changes: prices become accepted, suspended and unavailable selections go, back to initial', () => {
    const [start] = run(
      empty(),
      toggle(s1),
      toggle(s2),
      toggle(s3),
      marketsUpdated(s1, [market(s1, {}, { odds: odds(2.5) })]),
      marketsUpdated(s2, [market(s2, { status: MarketStatus.suspended })]),
      { type: 'MATCH_STATUS_CHANGED', matchId: s3.matchId, status: EventStatus.finished },
    );
    const [state] = run(start, { type: 'ODDS_CHANGES_ACCEPTED' });
    expect(state.ticketState).toBe('initial');
    expect(state.selectedOutcomeIds).toEqual([s1.id]);
    expect(state.bets[0]).toMatchObject({ betType: 'single' });
    expect(state.bets[0]?.selections[0]).toMatchObject({ odds: 2.5, acceptedOdds: 2.5, isChanged: false });
  });

  it('drops a custom bet selection whose match is no longer prematch or live when changes are accepted', () => {
    const a = makeSelection({ marketId: 1 });
    const b = makeSelection({
      marketId: 18,
      specifier: 'total=2.5',
      outcomeId: 'over',
      matchStatus: 'others',
    });
    const [custom] = run(empty(), { type: 'CUSTOM_BET_SET', selections: [a, b], customOdds: odds(3) });
    const [state] = run(custom, { type: 'ODDS_CHANGES_ACCEPTED' });
    expect(state.bets[0]?.selections.map((s) => s.id)).toEqual([a.id]);
  });

  it('marks the selections of a provider switched off as not available, and back', () => {
    const [off] = run(empty(), toggle(s1), {
      type: 'PROVIDER_STATUS_CHANGED',
      provider: 'betradar',
      enabled: false,
    });
    expect(off.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
    expect(off.ticketState).toBe('odds_changed');
    const [on] = run(off, { type: 'PROVIDER_STATUS_CHANGED', provider: 'betradar', enabled: true });
    expect(on.bets[0]?.selections[0]?.isNotAvailable).toBe(false);
    expect(on.ticketState).toBe('initial');
  });

  it('propagates a match status to its selections', () => {
    const [live] = run(empty(), toggle(s1), {
      type: 'MATCH_STATUS_CHANGED',
      matchId: s1.matchId,
      status: EventStatus.live,
    });
    expect(live.bets[0]?.selections[0]).toMatchObject({ matchStatus: 'live', isNotAvailable: false });
    const [closed] = run(live, {
      type: 'MATCH_STATUS_CHANGED',
      matchId: s1.matchId,
      status: EventStatus.closed,
    });
    expect(closed.bets[0]?.selections[0]).toMatchObject({ matchStatus: 'others', isNotAvailable: true });
  });

  it('applies a new acceptance mode to the prices already in the slip', () => {
    const [changed] = run(withOne('none'), marketsUpdated(s1, [market(s1, {}, { odds: odds(1.2) })]));
    const [state] = run(changed, { type: 'SETTINGS_CHANGED', config: { oddsAcceptance: 'any' } });
    expect(state.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 1.2, isChanged: false });
    expect(state.ticketState).toBe('initial');
    const [same] = run(state, {
      type: 'SETTINGS_CHANGED',
      config: { multiSingleByProvider: { oddin: true } },
    });
    expect(same.bets).toBe(state.bets);
    expect(same.config.multiSingleByProvider).toEqual({ oddin: true });
  });
});

describe('bonuses and currency', () => {
  const comboboost = makeBonus({
    id: 'cb',
    type: 'comboboost',
    amount: null,
    ranges: [
      { min_count: 2, max_count: 2, bonus_odds: odds(1.05) },
      { min_count: 3, max_count: 10, bonus_odds: odds(1.1) },
    ],
  });

  it('sets the stake to the freebet amount, and zeroes it when the freebet is removed', () => {
    const [withFreebet] = run(empty(), toggle(s1), {
      type: 'BONUS_SELECTED',
      betIndex: 0,
      bonus: makeBonus(),
    });
    expect(withFreebet.bets[0]).toMatchObject({ stake: 500, freebetStake: 500, stakeSource: 'freebet' });
    const [removed] = run(withFreebet, { type: 'BONUS_SELECTED', betIndex: 0, bonus: null });
    expect(removed.bets[0]).toMatchObject({ stake: 0, freebetStake: null, bonus: null });
  });

  it('zeroes the stake when a freebet is replaced by another bonus', () => {
    const [state] = run(
      empty(),
      toggle(s1),
      toggle(s2),
      { type: 'BONUS_SELECTED', betIndex: 0, bonus: makeBonus() },
      {
        type: 'BONUS_SELECTED',
        betIndex: 0,
        bonus: comboboost,
      },
    );
    expect(state.bets[0]).toMatchObject({ stake: 0, bonusOdds: 1.05 });
  });

  it('follows the comboboost range as selections are added', () => {
    const [state] = run(
      empty(),
      toggle(s1),
      toggle(s2),
      { type: 'BONUS_SELECTED', betIndex: 0, bonus: comboboost },
      toggle(s3),
    );
    expect(state.bets[0]?.bonusOdds).toBe(1.1);
  });

  it('chooses a comboboost, then hunting, then tournament automatically, never a freebet or a lootbox', () => {
    const hunting = makeBonus({ id: 'h', type: 'hunting', amount: null });
    const tournament = makeBonus({ id: 't', type: 'tournament', amount: null });
    const lootbox = makeBonus({ id: 'l', type: 'lootbox', amount: null });
    const [start] = run(empty(), toggle(s1), toggle(s2));
    const pick = (list: ReturnType<typeof makeBonus>[]) =>
      run(start, { type: 'BONUSES_UPDATED', betIndex: 0, availableBonuses: list })[0].bets[0]?.bonus?.id ??
      null;
    expect(pick([tournament, hunting, comboboost])).toBe('cb');
    expect(pick([tournament, hunting])).toBe('h');
    expect(pick([lootbox, tournament])).toBe('t');
    expect(pick([makeBonus(), lootbox])).toBeNull();
  });

  it('keeps a chosen bonus that is still available and replaces one that is not', () => {
    const [chosen] = run(empty(), toggle(s1), toggle(s2), {
      type: 'BONUS_SELECTED',
      betIndex: 0,
      bonus: comboboost,
    });
    const [kept] = run(chosen, {
      type: 'BONUSES_UPDATED',
      betIndex: 0,
      availableBonuses: [makeBonus({ id: 'h', type: 'hunting' }), comboboost],
    });
    expect(kept.bets[0]?.bonus?.id).toBe('cb');
    const [freebet] = run(chosen, { type: 'BONUS_SELECTED', betIndex: 0, bonus: makeBonus() });
    const [replaced] = run(freebet, {
      type: 'BONUSES_UPDATED',
      betIndex: 0,
      availableBonuses: [makeBonus({ id: 'h', type: 'hunting', amount: null })],
    });
    expect(replaced.bets[0]).toMatchObject({ stake: 0, bonus: { id: 'h' } });
  });

  it('keeps the jackpots a bet takes part in on its entry, the same state when nothing changed', () => {
    const [start] = run(empty(), toggle(s1));
    const [joined] = run(start, { type: 'JACKPOTS_UPDATED', betIndex: 0, jackpots: ['sports-jackpot'] });
    expect(joined.bets[0]?.jackpots).toEqual(['sports-jackpot']);
    expect(run(joined, { type: 'JACKPOTS_UPDATED', betIndex: 0, jackpots: ['sports-jackpot'] })[0]).toBe(
      joined,
    );
    expect(run(joined, { type: 'JACKPOTS_UPDATED', betIndex: 0, jackpots: [] })[0].bets[0]?.jackpots).toEqual(
      [],
    );
    expect(run(joined, { type: 'JACKPOTS_UPDATED', betIndex: 3, jackpots: [] })[0]).toBe(joined);
  });

  it('refuses a bonus for a bet that does not exist', () => {
    expect(run(empty(), { type: 'BONUS_SELECTED', betIndex: 0, bonus: null })[1]).toEqual([
      { type: 'REFUSED', reason: 'unknown_bet' },
    ]);
  });

  it('zeroes stakes, resets their source and drops freebets on a currency change', () => {
    const config = makeConfig({ multiSingleByProvider: { betradar: true } });
    const [start] = run(
      createTicketState(config),
      toggle(s1),
      toggle(s2),
      { type: 'STAKE_CHANGED', betIndex: 0, stake: cents(100) },
      { type: 'BONUS_SELECTED', betIndex: 1, bonus: makeBonus() },
    );
    const [state] = run(start, { type: 'CURRENCY_CHANGED', currency: 'BTC', subunits: 100_000_000 });
    expect(state.bets.map((b) => [b.currency, b.stake, b.stakeSource, b.bonus])).toEqual([
      ['BTC', 0, null, null],
      ['BTC', 0, null, null],
    ]);
    expect(state.config.currency).toBe('BTC');
  });
});

function placed(): TicketState {
  return run(empty(), toggle(s1), { type: 'STAKE_CHANGED', betIndex: 0, stake: cents(1000) })[0];
}

describe('placing bets', () => {
  it('prompts sign-in and returns to initial when signed out', () => {
    const [state, effects] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: false, deviceId: 'd' });
    expect(state.ticketState).toBe('initial');
    expect(effects).toEqual([{ type: 'PROMPT_SIGN_IN' }]);
  });

  it('enters processing with the bets whose stake is above 0 and asks to send the payload', () => {
    const [state, effects] = run(placed(), {
      type: 'PLACE_REQUESTED',
      isLoggedIn: true,
      deviceId: 'device-1',
    });
    expect(state).toMatchObject({ ticketState: 'processing', inProgress: true, processingBets: [0] });
    expect(effects).toEqual([
      {
        type: 'PLACE_BETS',
        request: {
          meta: { device_id: 'device-1', quick: false, type: 'single' },
          bets: [
            {
              bonus: null,
              stake: { value: 1000, currency: 'EUR' },
              selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }],
            },
          ],
        },
      },
    ]);
  });

  it('refuses to place twice while a place is in flight', () => {
    const [processing] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    expect(run(processing, { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' })[1]).toEqual([
      { type: 'REFUSED', reason: 'in_progress' },
    ]);
  });

  it('refuses with the blockers when a rule disables placing', () => {
    const [noStake] = run(empty(), toggle(s1));
    const [, effects] = run(noStake, { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    expect(effects[0]).toMatchObject({ type: 'REFUSED', reason: 'blocked' });
  });

  it('shows success with a receipt and clears the selections', () => {
    const [processing] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    const answer = {
      betId: 'b-1',
      ref: 'B1REF',
      status: 'submitted' as const,
      isVip: false,
      selections: [{ id: s1.id, odds: odds(2) }],
    };
    const [state, effects] = run(processing, { type: 'PLACE_SUCCEEDED', placed: [answer] });
    expect(state).toMatchObject({
      ticketState: 'success',
      inProgress: false,
      bets: [],
      selectedOutcomeIds: [],
      placedBets: [answer],
    });
    expect(state.receipt[0]).toMatchObject({ betId: 'b-1', status: 'submitted', stake: 1000 });
    expect(effects).toEqual([{ type: 'TRACK', event: 'place_bet_success' }]);
    const [dismissed] = run(state, { type: 'RESULT_DISMISSED' });
    expect(dismissed).toMatchObject({ ticketState: 'initial', receipt: [], placedBets: [] });
  });

  it('enters error with message, details and the wrong-odds flag on an answer with a code', () => {
    const [processing] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    const [state] = run(processing, {
      type: 'PLACE_FAILED',
      httpStatus: 422,
      body: { code: 101, details: 'odds moved', errors_by_bet: { [s1.id]: 'error.place_bets.invalid_odds' } },
    });
    expect(state).toMatchObject({ ticketState: 'error', inProgress: false, processingBets: [] });
    expect(state.error).toMatchObject({
      message: 'error.place_bets.invalid_odds',
      wrongOdds: true,
      code: 101,
    });
    expect(state.bets[0]?.messagesByBet).toEqual(['error.place_bets.invalid_odds']);
    const [dismissed] = run(state, { type: 'RESULT_DISMISSED' });
    expect(dismissed.bets[0]?.messagesByBet).toEqual([]);
    expect(dismissed.ticketState).toBe('initial');
  });

  it('signs out and prompts when the place answers 401', () => {
    const [processing] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    const [state, effects] = run(processing, { type: 'PLACE_FAILED', httpStatus: 401, body: { code: 401 } });
    expect(state).toMatchObject({ ticketState: 'initial', inProgress: false, processingBets: [] });
    expect(effects).toEqual([{ type: 'SESSION_EXPIRED' }]);
  });

  it('returns to initial and reports other failures to the global handler', () => {
    const [processing] = run(placed(), { type: 'PLACE_REQUESTED', isLoggedIn: true, deviceId: 'd' });
    const [state, effects] = run(processing, { type: 'PLACE_FAILED', httpStatus: 503, body: null });
    expect(state.ticketState).toBe('initial');
    expect(effects).toEqual([{ type: 'REPORT_ERROR', error: { httpStatus: 503 } }]);
  });
});

describe('restoring', () => {
  it('restores session bets and asks for their markets', () => {
    const bets = [makeBet({ betType: 'combo', selections: [s1, s2] })];
    const [state, effects] = run(empty(), { type: 'RESTORE_STARTED', bets });
    expect(state.isRestoring).toBe(true);
    expect(state.selectedOutcomeIds).toEqual([s1.id, s2.id]);
    expect(effects).toEqual([{ type: 'FETCH_MARKETS', matchIds: [1, 2] }]);
    const [done] = run(state, { type: 'RESTORE_FINISHED' });
    expect(done.isRestoring).toBe(false);
  });

  it('does nothing but stay usable when there is nothing to restore', () => {
    const [state, effects] = run(empty(), { type: 'RESTORE_STARTED', bets: [] });
    expect(state.isRestoring).toBe(false);
    expect(effects).toEqual([]);
  });

  it('reports a failed restore and clears the restoring flag', () => {
    const [restoring] = run(empty(), { type: 'RESTORE_STARTED', bets: [makeBet()] });
    const [state, effects] = run(restoring, { type: 'RESTORE_FAILED', error: 'boom' });
    expect(state.isRestoring).toBe(false);
    expect(effects).toEqual([{ type: 'REPORT_ERROR', error: 'boom' }]);
  });

  it('loads shared bets with the sharing stake source, converting their stakes into the player currency', () => {
    const usd = { code: 'USD', fiat: true, subunits: 100, subcurrencies: [] };
    const eur = { code: 'EUR', fiat: true, subunits: 100, subcurrencies: [] };
    const shared = [makeBet({ currency: 'USD', stake: money(1000), betId: 'x', bonus: makeBonus() })];
    const conversion = { rate: { numerator: 9n, denominator: 10n }, from: usd, to: eur };
    const [state, effects] = run(empty(), { type: 'SHARED_BETS_LOADED', bets: shared, conversion });
    expect(state.bets[0]).toMatchObject({
      currency: 'EUR',
      stake: 900,
      stakeSource: 'sharing',
      betId: null,
      bonus: null,
    });
    expect(effects).toEqual([{ type: 'FETCH_MARKETS', matchIds: [1] }]);
    const [unconverted] = run(empty(), { type: 'SHARED_BETS_LOADED', bets: shared, conversion: null });
    expect(unconverted.bets[0]?.stake).toBe(0);
    const [same] = run(empty(), { type: 'SHARED_BETS_LOADED', bets: [makeBet()], conversion: null });
    expect(same.bets[0]?.stake).toBe(1000);
  });

  it('says "try another bet" when a share code has no bets', () => {
    const [, effects] = run(empty(), { type: 'SHARED_BETS_LOADED', bets: [], conversion: null });
    expect(effects).toEqual([
      { type: 'NOTIFY', messageKey: 'share-bet.not-found-modal.link-try-another-bet' },
    ]);
  });

  it('says "not found" for an unknown code and "try later" plus a report for a failure', () => {
    expect(run(empty(), { type: 'SHARE_FAILED', notFound: true, error: null })[1]).toEqual([
      { type: 'NOTIFY', messageKey: 'share-bet.not-found-modal.link-not-found' },
    ]);
    expect(run(empty(), { type: 'SHARE_FAILED', notFound: false, error: 'down' })[1]).toEqual([
      { type: 'NOTIFY', messageKey: 'share-bet.not-found-modal.link-try-later' },
      { type: 'REPORT_ERROR', error: 'down' },
    ]);
  });
});

describe('properties', () => {
  const selectionArb = fc
    .record({
      matchId: fc.integer({ min: 1, max: 30 }),
      marketId: fc.integer({ min: 1, max: 5 }),
      units: fc.integer({ min: 1010, max: 9000 }),
    })
    .map(({ matchId, marketId, units }) => makeSelection({ matchId, marketId, odds: odds(units / 1000) }));

  it('adding then removing a selection restores the previous bets', () => {
    fc.assert(
      fc.property(
        fc.array(selectionArb, { maxLength: 8 }),
        selectionArb,
        fc.boolean(),
        (list, extra, multi) => {
          const config = makeConfig({ multiSingleByProvider: multi ? { betradar: true } : {} });
          const [before] = run(createTicketState(config), ...list.map(toggle));
          fc.pre(!before.selectedOutcomeIds.includes(extra.id));
          const [after] = run(before, toggle(extra), { type: 'SELECTION_REMOVED', selectionId: extra.id });
          expect(after.bets).toEqual(before.bets);
        },
      ),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.array(selectionArb, { maxLength: 6 }), (list) => {
        // run() deep-freezes every state and event: a write would throw in strict mode.
        const [state] = run(
          empty(),
          ...list.map(toggle),
          { type: 'BET_TYPE_CHANGED', betType: 'system' },
          { type: 'ODDS_CHANGES_ACCEPTED' },
        );
        expect(state.selectedOutcomeIds.length).toBeLessThanOrEqual(list.length);
      }),
    );
  });
});
