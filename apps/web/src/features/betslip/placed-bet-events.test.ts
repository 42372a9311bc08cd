import type { DecimalOdds, Money, PlaceBetsRequest, PlacedBet } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { placedBetEvents } from './placed-bet-events';

const request: PlaceBetsRequest = {
  meta: { device_id: 'device-1', quick: false, type: 'single' },
  bets: [
    { bonus: null, stake: { value: 250 as Money, currency: 'EUR' }, selections: [] },
    { bonus: null, stake: { value: 1000 as Money, currency: 'EUR' }, selections: [] },
  ],
};
const placed = (betId: string, odds: number): PlacedBet => ({
  betId,
  ref: `R-${betId}`,
  status: 'submitted',
  isVip: false,
  selections: [{ id: `sel-${betId}`, odds: odds as DecimalOdds }],
});

describe('placedBetEvents', () => {
  it('gives one event per accepted bet with its stake in minor units, currency and prices', () => {
    expect(placedBetEvents(request, [placed('b1', 1.85), placed('b2', 3.1)])).toEqual([
      {
        bet_id: 'b1',
        bet_ref: 'R-b1',
        bet_type: 'single',
        quick_bet: false,
        status: 'submitted',
        stake: 250,
        currency: 'EUR',
        selection_ids: ['sel-b1'],
        odds: [1.85],
        selection_count: 1,
      },
      expect.objectContaining({ bet_id: 'b2', stake: 1000, odds: [3.1] }),
    ]);
  });

  it('carries nothing about the player', () => {
    const [event] = placedBetEvents(request, [placed('b1', 2)]);
    expect(Object.keys(event ?? {})).not.toContain('device_id');
    expect(JSON.stringify(event)).not.toMatch(/device-1|@/);
  });
});
