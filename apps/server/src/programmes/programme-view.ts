/**
 * A programme as the player sees it (contract Hunting, HuntingTournament, AmbProgress): its texts in the
 * request's locale, its state now, and the player's progress with what their open bets would add.
 */
import { type AmbProgress, currencyOf, type Hunting, type HuntingTournament } from '@sportsbook/contract';
import { farmingStats, money } from '@sportsbook/domain';
import type { programmeProgress } from '../db/schema/index.js';
import { huntRuleOf } from './count-bet.js';
import type { ProgrammeOf } from './programme-config.js';
import { programmeStatus, type StoredProgramme } from './programme-store.js';

/** A progress row. */
export type ProgressRow = typeof programmeProgress.$inferSelect;

/** Who is asking: their currency; null for a visitor. */
export interface ProgrammeViewer {
  userId: string;
  currency: string;
}

const textOf = (texts: Record<string, string>, locale: string) =>
  texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? '';

const subunitsOf = (code: string) => currencyOf(code)?.subunits ?? 100;

/** The fields every programme answers. */
function baseOf(
  p: StoredProgramme,
  viewer: ProgrammeViewer | null,
  progress: ProgressRow | null,
  locale: string,
  now: Date,
) {
  const currency = p.type === 'tournament' ? p.currency : (viewer?.currency ?? null);
  const least = currency === null ? undefined : p.min_stake[currency];
  return {
    id: p.id,
    name: textOf(p.name, locale),
    description: textOf(p.description, locale),
    terms: textOf(p.terms, locale),
    status: programmeStatus(p, now),
    valid_from: p.valid_from ? new Date(p.valid_from).toISOString() : null,
    valid_to: p.valid_to ? new Date(p.valid_to).toISOString() : null,
    min_odds: p.min_odds,
    min_stake: least === undefined ? null : money(least),
    stake_currency: least === undefined ? null : currency,
    requires_activation: p.requires_activation,
    activated_at: viewer && progress?.activatedAt ? progress.activatedAt.toISOString() : null,
  };
}

/** A hunt or a lootbox. */
export function huntingView(
  p: StoredProgramme & ProgrammeOf<'hunting' | 'lootbox'>,
  viewer: ProgrammeViewer | null,
  progress: ProgressRow | null,
  openBets: number,
  locale: string,
  now: Date,
): Hunting {
  const base = baseOf(p, viewer, progress, locale, now);
  const hunting = p.type === 'hunting' ? p : null;
  let issued: Hunting['issued'] = null;
  if (viewer) {
    const rule = hunting
      ? huntRuleOf(hunting, viewer.currency)
      : { pointsPerBet: 1, pointsForFreebet: 1, freebetShareBp: 0, minFreebet: 0n, maxFreebet: 0n };
    const stats = farmingStats(rule, {
      points: progress?.points ?? 0,
      convertedPoints: progress?.convertedPoints ?? 0,
      betsCount: progress?.betsCount ?? 0,
      stakeSum: BigInt(progress?.stakeSum ?? 0),
      openBets,
    });
    issued = {
      is_active: base.status === 'active' && p.enabled,
      currency: viewer.currency,
      currency_subunits: subunitsOf(viewer.currency),
      farming_stats: {
        ...stats,
        avg_stake: money(Number(stats.avg_stake)),
        potential_freebet_amount: money(hunting ? Number(stats.potential_freebet_amount) : 0),
      },
      farmed_event_ids: progress?.farmedEventIds ?? [],
      used_in_bets: progress?.usedInBets ?? [],
      boxes: p.type === 'lootbox' ? stats.available_points : 0,
      // The lootbox list fills in the freebets a box can boost (service.ts).
      freebets_to_boost: [],
    };
  }
  return {
    ...base,
    type: p.type,
    farming_freebet_type: p.farming_freebet_type,
    points_per_bet: hunting?.points_per_bet ?? 1,
    points_for_freebet: hunting?.points_for_freebet ?? 1,
    farm_once_per_event: p.type === 'lootbox' ? p.farm_once_per_event : false,
    show_in_promotion: p.type === 'lootbox' ? p.show_in_promotion : true,
    boost_multiplier: p.type === 'lootbox' ? p.boost_multiplier_bp / 10_000 : null,
    issued,
  };
}

/** A tournament with its pool and the player's place. */
export function tournamentView(
  p: StoredProgramme & ProgrammeOf<'tournament'>,
  viewer: ProgrammeViewer | null,
  state: { pool: number; participants: number; mine: ProgressRow | null; position: number | null },
  locale: string,
  now: Date,
): HuntingTournament {
  return {
    ...baseOf(p, viewer, state.mine, locale, now),
    type: 'tournament',
    currency: p.currency,
    currency_subunits: subunitsOf(p.currency),
    pool: money(state.pool),
    farming_stats: { initial_pool: money(p.initial_pool) },
    pool_share_bp: p.pool_share_bp,
    prizes_bp: p.prizes_bp,
    participants: state.participants,
    issued_hunting_tournament: viewer
      ? {
          position: state.position,
          farmed_amount: money(state.mine?.stakeSum ?? 0),
          farmed_freebets_count: state.mine?.betsCount ?? 0,
        }
      : null,
  };
}

/** A bet-count progress. */
export function ambView(
  p: StoredProgramme & ProgrammeOf<'amb'>,
  viewer: ProgrammeViewer | null,
  progress: ProgressRow | null,
  openBets: number,
  locale: string,
  now: Date,
): AmbProgress {
  const currency = viewer?.currency ?? 'EUR';
  const claimed = progress?.claimedRanges ?? 0;
  return {
    ...baseOf(p, viewer, progress, locale, now),
    type: 'amb',
    issue_to: p.farming_freebet_type,
    progress_count: progress?.betsCount ?? 0,
    possible_progress_count: openBets,
    amb_ranges: p.ranges.map((r, i) => ({
      number_of_bets: r.number_of_bets,
      currency,
      currency_subunits: subunitsOf(currency),
      number_of_freebets: r.number_of_freebets,
      issued_bonus_amount: money(r.amounts[currency] ?? 0),
      claimed: (claimed & (1 << i)) !== 0,
    })),
  };
}
