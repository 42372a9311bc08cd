/**
 * The operator's farming programmes: the configuration file (`bonus-programmes.json` at the server's root, or
 * BONUS_PROGRAMMES_FILE) and its validation. A file that does not validate stops the start with every problem
 * named. The README of this folder documents each field.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { localized, odds } from '../bonuses/campaign-config.js';

const currency = z.string().regex(/^[A-Z0-9]{2,10}$/, 'a currency code');
const amount = z.number().int().positive();
const perCurrency = z.record(currency, amount);

/** The freebet types a programme can issue. */
const FREEBET_TYPES = ['freebet', 'freebet_all_win', 'freebet_only_win'] as const;

const common = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, 'lower-case letters, digits and dashes'),
  name: localized,
  description: localized,
  terms: localized,
  valid_from: z.iso.datetime({ offset: true }).optional(),
  valid_to: z.iso.datetime({ offset: true }).optional(),
  /** A counted bet's least total odds. */
  min_odds: odds.nullable().default(null),
  /** A counted bet's least stake per currency; a bet in a currency not listed never counts. */
  min_stake: perCurrency,
  /** What the programme's freebets are. */
  farming_freebet_type: z.enum(FREEBET_TYPES).default('freebet'),
  /** Days an issued freebet stays usable. */
  freebet_validity_days: z.number().int().min(1).max(365).default(7),
  /** Only players who activated it (POST /bonuses/{id}/activate) take part; their bets count from then on. */
  requires_activation: z.boolean().default(false),
};

const Hunting = z
  .object({
    ...common,
    type: z.literal('hunting'),
    points_per_bet: z.number().int().min(1).max(1000),
    points_for_freebet: z.number().int().min(1).max(100_000),
    /** The freebet is this share (basis points) of the average counted stake, within freebet_limits. */
    freebet_share_bp: z.number().int().min(1).max(100_000),
    freebet_limits: z.record(currency, z.object({ min: amount, max: amount })),
  })
  .strict();

const Lootbox = z
  .object({
    ...common,
    type: z.literal('lootbox'),
    /** One box per match: a bet whose matches all farmed a box already earns none. */
    farm_once_per_event: z.boolean().default(true),
    show_in_promotion: z.boolean().default(true),
    /**
     * What one box does to the freebet it boosts: its amount times this, in basis points (15000 = x1.5), above
     * 10000 and at most 100000 (x10); the boosted amount is floored to the minor unit.
     */
    boost_multiplier_bp: z.number().int().min(10_001).max(100_000),
  })
  .strict();

const Tournament = z
  .object({
    ...common,
    type: z.literal('tournament'),
    /** The one currency whose bets count and the pool is in. */
    currency,
    initial_pool: z.number().int().min(0),
    /** Basis points of each counted stake added to the pool. */
    pool_share_bp: z.number().int().min(0).max(10_000),
    /** The pool's share of each paid place, best first, in basis points summing to 10000. */
    prizes_bp: z.array(z.number().int().min(1)).min(1).max(100),
  })
  .strict();

const Amb = z
  .object({
    ...common,
    type: z.literal('amb'),
    ranges: z
      .array(
        z.object({
          number_of_bets: z.number().int().min(1),
          number_of_freebets: z.number().int().min(1).max(20),
          amounts: perCurrency,
        }),
      )
      .min(1),
  })
  .strict();

const ProgrammeSchema = z
  .discriminatedUnion('type', [Hunting, Lootbox, Tournament, Amb])
  .superRefine((p, ctx) => {
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (p.valid_from && p.valid_to && p.valid_from >= p.valid_to)
      problem('valid_from is not before valid_to', 'valid_to');
    if (p.type === 'tournament') {
      if (!p.valid_to) problem('a tournament ends: valid_to', 'valid_to');
      if (p.prizes_bp.reduce((a, b) => a + b, 0) !== 10_000) problem('prizes_bp sum to 10000', 'prizes_bp');
      if (!(p.currency in p.min_stake)) problem('min_stake names the tournament currency', 'min_stake');
    }
    const paid =
      p.type === 'hunting' ? { field: 'freebet_limits', codes: Object.keys(p.freebet_limits) } : null;
    // A currency that counts bets must have the freebet's amount.
    if (paid)
      for (const code of Object.keys(p.min_stake))
        if (!paid.codes.includes(code)) problem(`min_stake counts ${code}: give its amount`, paid.field);
    if (p.type === 'hunting')
      for (const [code, l] of Object.entries(p.freebet_limits))
        if (l.min > l.max) problem(`${code}: min above max`, 'freebet_limits');
    if (p.type === 'amb')
      p.ranges.forEach((r, i) => {
        const before = p.ranges[i - 1];
        if (before && before.number_of_bets >= r.number_of_bets)
          problem(`range ${i}: number_of_bets must grow`, 'ranges');
        for (const code of Object.keys(p.min_stake))
          if (!(code in r.amounts)) problem(`range ${i}: no amount in ${code}`, 'ranges');
      });
  });
/** A validated programme. */
export type Programme = z.infer<typeof ProgrammeSchema>;
/** One kind of programme. */
export type ProgrammeOf<T extends Programme['type']> = Extract<Programme, { type: T }>;

const ProgrammeFileSchema = z
  .object({ $comment: z.string().optional(), programmes: z.array(ProgrammeSchema) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const p of file.programmes) {
      if (seen.has(p.id))
        ctx.addIssue({ code: 'custom', message: `id ${p.id} appears twice`, path: ['programmes'] });
      seen.add(p.id);
    }
  });

const DEFAULT_PROGRAMMES_FILE = new URL('../../bonus-programmes.json', import.meta.url);

/** Reads and validates a programmes file; throws an Error naming every problem. */
export async function loadProgrammes(file: URL | string = DEFAULT_PROGRAMMES_FILE): Promise<Programme[]> {
  return parseProgrammes(JSON.parse(await readFile(file, 'utf8')), String(file));
}

/** Validates the parsed content of a programmes file named `source`. */
export function parseProgrammes(content: unknown, source = 'bonus programmes'): Programme[] {
  const parsed = ProgrammeFileSchema.safeParse(content);
  if (parsed.success) return parsed.data.programmes;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
  throw new Error(`${source} is not a valid programme configuration:\n  ${problems.join('\n  ')}`);
}
