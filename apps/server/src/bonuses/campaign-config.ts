/**
 * The operator's bonus campaigns: the configuration file (`bonus-campaigns.json` at the server's root, or
 * BONUS_CAMPAIGNS_FILE) and its validation. A file that does not validate stops the start with every problem
 * named, never a half-seeded set. The README of this folder documents each field.
 */
import { readFile } from 'node:fs/promises';
import { ComboboostRangeSchema, EventConditionsSchema, LOCALES } from '@sportsbook/contract';
import { BONUS_MATCH_STATUSES, decimalOdds, toDecimalOdds } from '@sportsbook/domain';
import { z } from 'zod';

/** The types this engine runs (hunting, lootbox, tournament and jackpot are not built yet). */
const CAMPAIGN_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
] as const;

/** Decimal odds as a configuration file writes them. */
export const odds = z
  .number()
  .refine((v) => toDecimalOdds(v) !== null, 'odds above 1 with at most 3 fraction digits')
  .transform((v) => decimalOdds(v));

/** Texts per locale, English required (also the jackpots' names). */
export const localized = z
  .object({ en: z.string().min(1) })
  .catchall(z.string())
  .refine((names) => Object.keys(names).every((k) => (LOCALES as readonly string[]).includes(k)), {
    message: `locales are ${LOCALES.join(', ')}`,
  });

const ConditionsSchema = z
  .object({
    min_odds: odds.nullable().default(null),
    max_odds: odds.nullable().default(null),
    selection_count_from: z.number().int().min(1).nullable().default(null),
    selection_count_to: z.number().int().min(1).nullable().default(null),
    match_status: z.enum(BONUS_MATCH_STATUSES).default('any'),
    event_conditions: EventConditionsSchema.default({}),
    only_verified: z.boolean().default(false),
    country_codes: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2, upper case')).default([]),
  })
  .strict();

const BannerSchema = z.object({
  desktop: z.object({ url: z.string().min(1), alt: z.string() }),
  mobile: z.object({ url: z.string().min(1), alt: z.string() }),
});

/**
 * What makes a deposit qualify: at least `min_amounts` of its currency (minor units; a currency not listed does
 * not qualify) and, with `first_deposit_only`, the player's first deposit ever.
 */
const DepositRuleSchema = z
  .object({
    min_amounts: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), z.number().int().positive()),
    first_deposit_only: z.boolean().default(true),
  })
  .strict();

/** One campaign as the file declares it. */
const CampaignSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, 'lower-case letters, digits and dashes'),
    type: z.enum(CAMPAIGN_TYPES),
    trigger: z.enum(['open', 'sign_up', 'promo_code', 'activation', 'deposit']),
    promo_code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, '3-40 letters, digits, - or _')
      .transform((c) => c.toUpperCase())
      .optional(),
    name: localized,
    description: localized,
    terms: localized,
    valid_from: z.iso.datetime({ offset: true }).optional(),
    valid_to: z.iso.datetime({ offset: true }).optional(),
    /** A freebet's stake per currency, in minor units. */
    amounts: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), z.number().int().positive()).default({}),
    /** Uses per player (per issued bonus); absent: unlimited. */
    uses_count: z.number().int().min(1).nullable().default(null),
    /** Days an issued bonus stays usable; absent: until the campaign's valid_to. */
    validity_days: z.number().int().min(1).max(3650).nullable().default(null),
    ranges: z.array(ComboboostRangeSchema).default([]),
    conditions: ConditionsSchema.default(ConditionsSchema.parse({})),
    banners: BannerSchema.nullable().default(null),
    /** A deposit campaign's qualifying deposit. */
    deposit: DepositRuleSchema.nullable().default(null),
  })
  .strict()
  .superRefine((c, ctx) => {
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (c.trigger === 'promo_code' && !c.promo_code)
      problem('a promo_code campaign needs its code', 'promo_code');
    if (c.trigger !== 'promo_code' && c.promo_code)
      problem('only promo_code campaigns have a code', 'promo_code');
    if (c.type === 'comboboost') {
      if (c.ranges.length === 0) problem('a comboboost needs ranges', 'ranges');
      if (c.trigger !== 'open' && c.trigger !== 'activation')
        problem('a comboboost is open or activated', 'trigger');
      const sorted = [...c.ranges].sort((a, b) => a.min_count - b.min_count);
      sorted.forEach((r, i) => {
        if (r.min_count > r.max_count) problem(`range ${i}: min_count above max_count`, 'ranges');
        const next = sorted[i + 1];
        if (next && next.min_count <= r.max_count) problem(`range ${i}: overlaps the next range`, 'ranges');
      });
    } else {
      if (Object.keys(c.amounts).length === 0) problem('a freebet needs amounts per currency', 'amounts');
      if (c.ranges.length > 0) problem('only a comboboost has ranges', 'ranges');
      if (c.trigger === 'open')
        problem('a freebet is issued (sign_up, promo_code, activation, deposit)', 'trigger');
    }
    if (c.trigger === 'deposit' && !c.deposit)
      problem('a deposit campaign needs its deposit rule', 'deposit');
    if (c.trigger !== 'deposit' && c.deposit)
      problem('only deposit campaigns have a deposit rule', 'deposit');
    if (c.valid_from && c.valid_to && c.valid_from >= c.valid_to)
      problem('valid_from is not before valid_to', 'valid_to');
  });
/** A validated campaign. */
export type Campaign = z.infer<typeof CampaignSchema>;

/** The file: `{campaigns: [...]}`, ids and promo codes unique. */
const CampaignFileSchema = z
  .object({ $comment: z.string().optional(), campaigns: z.array(CampaignSchema) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const c of file.campaigns) {
      for (const key of [`id ${c.id}`, c.promo_code ? `code ${c.promo_code}` : null]) {
        if (key === null) continue;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: `${key} appears twice`, path: ['campaigns'] });
        seen.add(key);
      }
    }
  });

/** The campaigns of the default file, next to package.json. */
const DEFAULT_CAMPAIGNS_FILE = new URL('../../bonus-campaigns.json', import.meta.url);

/** Reads and validates a campaigns file; throws an Error naming every problem. */
export async function loadCampaigns(file: URL | string = DEFAULT_CAMPAIGNS_FILE): Promise<Campaign[]> {
  const text = await readFile(file, 'utf8');
  return parseCampaigns(JSON.parse(text), String(file));
}

/** Validates the parsed content of a campaigns file named `source`. */
export function parseCampaigns(content: unknown, source = 'bonus campaigns'): Campaign[] {
  const parsed = CampaignFileSchema.safeParse(content);
  if (parsed.success) return parsed.data.campaigns;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
  throw new Error(`${source} is not a valid bonus configuration:\n  ${problems.join('\n  ')}`);
}
