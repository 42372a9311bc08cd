/**
 * The bonus calls the promotions page and the bonus toast make (spec platform §7): the player's list (GET
 * /api/v2/bonuses), a bonus's terms, activation, promo codes and marking seen; and the page's time filter.
 */
import type { Bonus } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** Query keys of the bonuses: everything under ['bonuses'] is refreshed after a bonus event. */
export const bonusKeys = {
  all: ['bonuses'] as const,
  list: (locale: string, player: string | null) => ['bonuses', 'list', locale, player] as const,
  terms: (locale: string, kind: BonusKind, id: string) => ['bonuses', 'terms', locale, kind, id] as const,
};

/** The list path a bonus's detail and terms live under. */
export type BonusKind = 'comboboosts' | 'freebets';

/** The list a bonus belongs to: comboboosts, or freebets of every variant. */
const kindOf = (b: Pick<Bonus, 'type'>): BonusKind => (b.type === 'comboboost' ? 'comboboosts' : 'freebets');

export const bonusQueries = {
  /** Every bonus of the player (a visitor: the campaigns), held ones first. */
  list: (locale: string, player: string | null) =>
    queryOptions({
      queryKey: bonusKeys.list(locale, player),
      queryFn: ({ signal }) => apiFetch<{ data: Bonus[] }>('/api/v2/bonuses', { locale, signal }),
      select: (answer) => answer.data,
      staleTime: 30_000,
    }),
  /** A bonus's terms in the page's locale. */
  terms: (locale: string, bonus: Pick<Bonus, 'id' | 'type'>) =>
    queryOptions({
      queryKey: bonusKeys.terms(locale, kindOf(bonus), bonus.id),
      queryFn: ({ signal }) =>
        apiFetch<{ id: string; terms: string }>(
          `/api/v2/bonuses/${kindOf(bonus)}/${encodeURIComponent(bonus.id)}/terms`,
          { locale, signal },
        ),
      staleTime: 5 * 60_000,
    }),
};

/** The open bonus as the list now has it (an activation changes it), else as it was opened; null when none is open. */
export function latestOf(open: Bonus | null, list: readonly Bonus[] | undefined): Bonus | null {
  if (!open) return null;
  return list?.find((b) => b.campaign_id === open.campaign_id && b.id === open.id) ?? open;
}

/** POST /bonuses/{id}/activate: the bonus now held. */
export const activateBonus = (locale: string, campaignId: string) =>
  apiFetch<{ bonus: Bonus }>(`/api/v2/bonuses/${encodeURIComponent(campaignId)}/activate`, {
    locale,
    method: 'POST',
  });

/** POST /bonuses/promo-code: the bonus the code issues. */
export const redeemPromoCode = (locale: string, code: string) =>
  apiFetch<{ bonus: Bonus }>('/api/v2/bonuses/promo-code', { locale, method: 'POST', body: { code } });

/** POST /bonuses/mark-as-seen with the unseen ones of `bonuses` only; nothing when none (spec platform §4). */
export async function markSeen(locale: string, bonuses: readonly Bonus[]): Promise<boolean> {
  const unseen = bonuses
    .filter((b) => b.issued !== null && !b.issued.seen)
    .map((b) => ({ id: b.id, type: b.type }));
  if (unseen.length === 0) return false;
  await apiFetch('/api/v2/bonuses/mark-as-seen', { locale, method: 'POST', body: unseen });
  return true;
}

/** The page's time filter (spec platform §3). */
export const TIME_FILTERS = ['valid', 'upcoming', 'past'] as const;
/** One of {@link TIME_FILTERS}. */
export type TimeFilter = (typeof TIME_FILTERS)[number];

const PAST: readonly Bonus['status'][] = ['expired', 'bonus_over', 'deactivated', 'overridden'];

/** Where a bonus stands at `now`: past (spent, expired, ended), upcoming (starts later) or valid. */
export function timeFilterOf(b: Bonus, now: number): TimeFilter {
  if (PAST.includes(b.status)) return 'past';
  if (b.valid_from !== null && Date.parse(b.valid_from) > now) return 'upcoming';
  return 'valid';
}
