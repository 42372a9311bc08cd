import type { Hunting, HuntingTournament } from '@sportsbook/contract';
import {
  type DecimalOdds,
  money,
  type SlipBonus,
  selectBonus,
  type TicketEntry,
  updateAvailableBonuses,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { betCountsFor, offeredTo, programmeBonusesFor } from './slip-bonus-choice';

const programme = (over: Partial<Hunting>): Hunting =>
  ({
    id: 'goal-hunt',
    type: 'hunting',
    name: 'Goal hunt',
    status: 'active',
    min_stake: 100,
    stake_currency: 'EUR',
    min_odds: 1.5,
    ...over,
  }) as Hunting;
const hunt = programme({});
const tournament = {
  ...hunt,
  id: 'season-hunt',
  type: 'tournament',
  name: 'Season hunt',
} as unknown as HuntingTournament;
const lootbox = programme({
  id: 'match-lootbox',
  type: 'lootbox',
  name: 'Match lootbox',
  min_stake: money(200),
  min_odds: 1.3 as DecimalOdds,
});
const lists = { hunts: [hunt], tournaments: [tournament], lootboxes: [lootbox] };

const bet = (stake: number, odds = 2, bonus: SlipBonus | null = null): TicketEntry =>
  ({
    betType: 'single',
    selections: [{ odds: odds as DecimalOdds }],
    customOdds: null,
    bonusOdds: null,
    stake: money(stake),
    bonus,
    availableBonuses: [],
    freebetStake: null,
    stakeSource: null,
  }) as unknown as TicketEntry;
const freebet: SlipBonus = { id: 'fb', type: 'freebet', amount: money(500), ranges: [], min_odds: null };
const boost: SlipBonus = { id: 'acca-boost', type: 'comboboost', amount: null, ranges: [], min_odds: null };

describe('programmeBonusesFor', () => {
  it('offers the running programmes the bet counts for, by stake, odds and currency', () => {
    expect(programmeBonusesFor(bet(0), lists, 'EUR')).toEqual([]);
    expect(programmeBonusesFor(bet(100), lists, 'EUR').map((b) => b.id)).toEqual([
      'goal-hunt',
      'season-hunt',
    ]);
    expect(programmeBonusesFor(bet(200), lists, 'EUR')).toEqual([
      { id: 'goal-hunt', type: 'hunting', amount: null, ranges: [], min_odds: 1.5, name: 'Goal hunt' },
      { id: 'season-hunt', type: 'tournament', amount: null, ranges: [], min_odds: 1.5, name: 'Season hunt' },
      {
        id: 'match-lootbox',
        type: 'lootbox',
        amount: null,
        ranges: [],
        min_odds: 1.3,
        name: 'Match lootbox',
      },
    ]);
    expect(programmeBonusesFor(bet(200, 1.4), lists, 'EUR').map((b) => b.id)).toEqual(['match-lootbox']);
    expect(programmeBonusesFor(bet(200), lists, 'USD')).toEqual([]);
  });

  it('offers none to a freebet bet or an ended programme', () => {
    expect(programmeBonusesFor(bet(500, 2, freebet), lists, 'EUR')).toEqual([]);
    expect(betCountsFor(programme({ status: 'expired' }), bet(500), 'EUR')).toBe(false);
    expect(betCountsFor(hunt, { ...bet(500), selections: [] }, 'EUR')).toBe(false);
  });
});

describe("the slip's auto-choice with programmes", () => {
  const state = (b: TicketEntry) => ({ bets: [b] }) as never;
  const chosen = (b: TicketEntry, available: SlipBonus[]) =>
    updateAvailableBonuses(state(b), 0, available)[0].bets[0] as TicketEntry;

  it('chooses a hunt once the stake qualifies, keeps a comboboost first, and never a lootbox by itself', () => {
    expect(chosen(bet(100), programmeBonusesFor(bet(100), lists, 'EUR')).bonus?.id).toBe('goal-hunt');
    expect(chosen(bet(100), [boost, ...programmeBonusesFor(bet(100), lists, 'EUR')]).bonus?.id).toBe(
      'acca-boost',
    );
    expect(chosen(bet(200, 1.4), programmeBonusesFor(bet(200, 1.4), lists, 'EUR')).bonus).toBeNull();
  });

  it('replaces a freebet that is gone with a hunt and zeroes the stake', () => {
    const withFreebet = selectBonus(state(bet(0)), 0, freebet)[0].bets[0] as TicketEntry;
    expect(withFreebet.stake).toBe(500);
    const replaced = chosen(withFreebet, [
      { ...programmeBonusesFor(bet(500), lists, 'EUR')[0] } as SlipBonus,
    ]);
    expect(replaced).toMatchObject({
      stake: 0,
      bonus: { id: 'goal-hunt', type: 'hunting' },
      freebetStake: null,
    });
  });

  it('replaces a hunt the stake no longer qualifies for with the next one, or none', () => {
    const onHunt = chosen(bet(100), programmeBonusesFor(bet(100), lists, 'EUR'));
    const lowered = { ...onHunt, stake: money(50) };
    expect(chosen(lowered, programmeBonusesFor(lowered, lists, 'EUR')).bonus).toBeNull();
  });
});

const freebetOf = (id: string): SlipBonus => ({
  id,
  type: 'freebet',
  amount: money(500),
  ranges: [],
  min_odds: null,
});
const betWith = (bonus: SlipBonus | null) => ({ bonus }) as TicketEntry;

describe('offeredTo', () => {
  const list = [freebetOf('a'), freebetOf('b'), boost];

  it('offers every freebet while no other bet of the slip carries one', () => {
    expect(offeredTo(list, [betWith(null), betWith(boost)], 0, false)).toEqual(list);
  });

  it('takes freebets away from the other bets once one bet carries a freebet, unless the site allows several', () => {
    const bets = [betWith(freebetOf('a')), betWith(null)];
    expect(offeredTo(list, bets, 1, false)).toEqual([boost]);
    expect(offeredTo(list, bets, 0, false)).toEqual(list);
    expect(offeredTo(list, bets, 1, true)).toEqual(list);
  });
});
