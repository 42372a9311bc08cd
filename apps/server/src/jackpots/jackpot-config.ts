/**
 * The operator's jackpots: the configuration file (`jackpots.json` at the server's root, or JACKPOTS_FILE) and
 * its validation. A file that does not validate stops the start with every problem named. The README of this
 * folder documents each field.
 */
import { readFile } from 'node:fs/promises';
import { JACKPOT_LEVEL_STATES } from '@sportsbook/contract';
import { decimalOdds, toDecimalOdds } from '@sportsbook/domain';
import { z } from 'zod';
import { localized } from '../bonuses/campaign-config.js';

/** Basis points: 1 to 10,000 (0.01 % to 100 %). */
const basisPoints = z.number().int().min(1).max(10_000);

const LevelSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,30}$/, 'lower-case letters, digits and dashes'),
    name: localized,
    seed_amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    share_bp: basisPoints,
    hit_one_in: z.number().int().min(1).max(1_000_000_000),
    state: z.enum(JACKPOT_LEVEL_STATES).default('active'),
  })
  .strict();

const JackpotConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, 'lower-case letters, digits and dashes'),
    name: localized,
    /** EUR only: hits are listed with amount_eur, and no exchange rate is kept. */
    currency: z.literal('EUR', { error: 'EUR (hits are listed in euros; no exchange rates are kept)' }),
    contribution_bp: basisPoints,
    min_stake: z.number().int().min(1),
    min_odds: z
      .number()
      .refine((v) => toDecimalOdds(v) !== null, 'odds above 1 with at most 3 fraction digits')
      .transform((v) => decimalOdds(v)),
    levels: z.array(LevelSchema).min(1),
  })
  .strict()
  .superRefine((j, ctx) => {
    const share = j.levels.reduce((sum, l) => sum + l.share_bp, 0);
    if (share !== 10_000)
      ctx.addIssue({
        code: 'custom',
        message: `level shares add up to ${share}, not 10000`,
        path: ['levels'],
      });
    if (new Set(j.levels.map((l) => l.code)).size !== j.levels.length)
      ctx.addIssue({ code: 'custom', message: 'a level code appears twice', path: ['levels'] });
  });
/** A validated jackpot. */
export type JackpotConfig = z.infer<typeof JackpotConfigSchema>;
/** One of its levels. */
export type LevelConfig = JackpotConfig['levels'][number];

const JackpotFileSchema = z
  .object({ $comment: z.string().optional(), jackpots: z.array(JackpotConfigSchema) })
  .strict()
  .superRefine((file, ctx) => {
    if (new Set(file.jackpots.map((j) => j.id)).size !== file.jackpots.length)
      ctx.addIssue({ code: 'custom', message: 'a jackpot id appears twice', path: ['jackpots'] });
  });

/** The jackpots of the default file, next to package.json. */
const DEFAULT_JACKPOTS_FILE = new URL('../../jackpots.json', import.meta.url);

/** Reads and validates a jackpots file; throws an Error naming every problem. */
export async function loadJackpots(file: URL | string = DEFAULT_JACKPOTS_FILE): Promise<JackpotConfig[]> {
  return parseJackpots(JSON.parse(await readFile(file, 'utf8')), String(file));
}

/** Validates the parsed content of a jackpots file named `source`. */
export function parseJackpots(content: unknown, source = 'jackpots'): JackpotConfig[] {
  const parsed = JackpotFileSchema.safeParse(content);
  if (parsed.success) return parsed.data.jackpots;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
  throw new Error(`${source} is not a valid jackpot configuration:\n  ${problems.join('\n  ')}`);
}
