/** The betting schemas accept what the domain builds, and what they give is the domain's types. */
import type * as domain from '@sportsbook/domain';
import { mapPlaceError } from '@sportsbook/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { BetCashoutChangedEventSchema } from '../realtime/bet-events';
import type { BetResponse } from './bet';
import { PlaceBetsRequestSchema, type PlacedBetResponse } from './place-bets';
import { PLACE_ERRORS, type PlaceErrorBody, RISK_MESSAGES } from './place-errors';
import { SettingsUpdateSchema } from './settings-update';

const body = {
  meta: { device_id: 'd1', quick: false, type: 'system' },
  bets: [
    {
      bonus: null,
      stake: { value: 300, currency: 'EUR' },
      selections: [1, 2, 3].map((id) => ({
        match_id: id,
        market_id: 1,
        specifier: '',
        outcome_id: '1',
        odds: 2.05,
      })),
      system_id: '2/3',
    },
  ],
};

describe('PlaceBetsRequestSchema', () => {
  it("takes the domain's place request and gives it back typed", () => {
    expectTypeOf<domain.PlaceBetsRequest>().toExtend<z.input<typeof PlaceBetsRequestSchema>>();
    expectTypeOf<z.output<typeof PlaceBetsRequestSchema>>().toExtend<domain.PlaceBetsRequest>();
    expect(PlaceBetsRequestSchema.parse(body)).toEqual(body);
  });

  it('refuses odds off the scale, stakes of 0, malformed system ids and empty bets', () => {
    const bad = (patch: object) =>
      PlaceBetsRequestSchema.safeParse({ ...body, bets: [{ ...body.bets[0], ...patch }] });
    expect(bad({ stake: { value: 0, currency: 'EUR' } }).success).toBe(false);
    expect(bad({ system_id: 'two of three' }).success).toBe(false);
    expect(bad({ selections: [] }).success).toBe(false);
    expect(bad({ selections: [{ ...body.bets[0]?.selections[0], odds: 1.0005 }] }).success).toBe(false);
    expect(PlaceBetsRequestSchema.safeParse({ ...body, bets: [] }).success).toBe(false);
  });
});

describe('answers', () => {
  it("are the domain's placed bets, bets and place errors", () => {
    expectTypeOf<PlacedBetResponse>().toExtend<domain.PlacedBet>();
    expectTypeOf<BetResponse>().toExtend<domain.Bet>();
    expectTypeOf<PlaceErrorBody>().toExtend<domain.PlaceErrorResponse>();
  });

  it('a 101 with risk messages makes the slip refresh its odds', () => {
    const error: PlaceErrorBody = {
      code: PLACE_ERRORS.invalidOdds.code,
      message: PLACE_ERRORS.invalidOdds.message,
      errors_by_bet: { '1/1//1': [RISK_MESSAGES.oddsHigher] },
    };
    expect(mapPlaceError(error, []).error).toMatchObject({
      wrongOdds: true,
      message: 'error.place_bets.invalid_odds',
    });
  });

  it('cashout offers may be null', () => {
    const event = { type: 'bet_cashout_changed', data: { bet_id: 'b', to_cashout: null } };
    expect(BetCashoutChangedEventSchema.parse(event)).toEqual(event);
  });
});

describe('SettingsUpdateSchema', () => {
  it('takes preferences or the push subscription, not both and not nothing', () => {
    expect(SettingsUpdateSchema.safeParse({ odds_type: 'american' }).success).toBe(true);
    expect(SettingsUpdateSchema.safeParse({ one_signal_push_notification_subscription: null }).success).toBe(
      true,
    );
    expect(SettingsUpdateSchema.safeParse({}).success).toBe(false);
    expect(
      SettingsUpdateSchema.safeParse({
        odds_type: 'american',
        one_signal_push_notification_subscription: 'x',
      }).success,
    ).toBe(false);
  });
});
