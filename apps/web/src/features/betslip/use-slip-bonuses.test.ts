import { money, type SlipBonus, type TicketEntry } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { offeredTo } from './use-slip-bonuses';

const freebet = (id: string): SlipBonus => ({
  id,
  type: 'freebet',
  amount: money(500),
  ranges: [],
  min_odds: null,
});
const boost: SlipBonus = { id: 'acca-boost', type: 'comboboost', amount: null, ranges: [], min_odds: null };
const betWith = (bonus: SlipBonus | null) => ({ bonus }) as TicketEntry;

describe('offeredTo', () => {
  const list = [freebet('a'), freebet('b'), boost];

  it('offers every freebet while no other bet of the slip carries one', () => {
    expect(offeredTo(list, [betWith(null), betWith(boost)], 0, false)).toEqual(list);
  });

  it('takes freebets away from the other bets once one bet carries a freebet, unless the site allows several', () => {
    const bets = [betWith(freebet('a')), betWith(null)];
    expect(offeredTo(list, bets, 1, false)).toEqual([boost]);
    expect(offeredTo(list, bets, 0, false)).toEqual(list);
    expect(offeredTo(list, bets, 1, true)).toEqual(list);
  });
});
