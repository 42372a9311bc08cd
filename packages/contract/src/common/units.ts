/**
 * Branded domain units as schemas. Zod's own brands are a different type from the domain's, so these schemas
 * check the unit's invariant at runtime and are typed with the domain's brand; the cast is the one place where
 * the two type systems meet.
 */
import type { DecimalOdds, Money } from '@sportsbook/domain';
import { LOOTBOX_BONUS_ODDS, ODDS_SCALE } from '@sportsbook/domain';
import { z } from 'zod';

function onOddsScale(value: number): boolean {
  const units = value * ODDS_SCALE;
  return Math.abs(units - Math.round(units)) < 1e-6;
}

/** Decimal odds: above 1, at most 3 fraction digits (the domain's odds scale). */
export const DecimalOddsSchema = z
  .number()
  .gt(1)
  .refine(onOddsScale, 'odds have at most 3 fraction digits')
  .describe('Decimal (European) odds, above 1, 3 fraction digits at most') as unknown as z.ZodType<
  DecimalOdds,
  number
>;

/**
 * A bet's bonus odds: a comboboost's range odds, or exactly LOOTBOX_BONUS_ODDS (1) for a lootbox, the only odds
 * of 1 anything takes; null for other bonuses.
 */
export const BonusOddsSchema = DecimalOddsSchema.or(z.literal(LOOTBOX_BONUS_ODDS))
  .nullable()
  .describe(
    'comboboost: its range odds; lootbox: 1 (the lootbox odds constant); other bonuses: null',
  ) as unknown as z.ZodType<DecimalOdds | null, number | null>;

/** Money: an integer amount of minor units of the currency at hand (cents, satoshi...). */
export const MoneySchema = z
  .number()
  .int()
  .describe('Integer amount in minor units of the currency') as unknown as z.ZodType<Money, number>;
