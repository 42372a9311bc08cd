/**
 * The farming programmes' writes (spec platform §7): activating a programme, claiming an amb and boosting a
 * freebet with a lootbox, and readers of their realtime events. Their queries are lib/queries/programmes.ts.
 */
import type { Bonus } from '@sportsbook/contract';
import { apiFetch } from '@/lib/api';

/** POST /bonuses/{id}/activate for a programme that requires it: the player takes part from now on. */
export const activateProgramme = (locale: string, id: string) =>
  apiFetch<{ programme: { id: string; activated_at: string } }>(
    `/api/v2/bonuses/${encodeURIComponent(id)}/activate`,
    { locale, method: 'POST' },
  );

/** POST /bonuses/freebets/amb: the freebets of the reached ranges. */
export const claimAmb = (locale: string, id: string) =>
  apiFetch<{ issued: string[]; count: number }>('/api/v2/bonuses/freebets/amb', {
    locale,
    method: 'POST',
    body: { id },
  });

/** POST /bonuses/{id}/boost: one box of lootbox `id` boosts the freebet `freebetId`; answers the freebet now. */
export const boostFreebet = (locale: string, id: string, freebetId: string) =>
  apiFetch<{ bonus: Bonus }>(`/api/v2/bonuses/${encodeURIComponent(id)}/boost`, {
    locale,
    method: 'POST',
    body: { freebet_id: freebetId },
  });

/** The pool of a `tournament_pool_changed` publication, or null for any other. */
export function poolChangeOf(data: unknown): { id: string; pool: number; participants: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, data: d } = data as {
    type?: unknown;
    data?: { id?: unknown; pool?: unknown; participants?: unknown };
  };
  if (type !== 'tournament_pool_changed' || typeof d?.id !== 'string' || typeof d.pool !== 'number')
    return null;
  return { id: d.id, pool: d.pool, participants: typeof d.participants === 'number' ? d.participants : 0 };
}

/** True for a `bet_changed` publication of a settled bet (its farming stats may have moved). */
export function isSettledBet(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, data: bet } = data as { type?: unknown; data?: { status?: unknown } };
  return type === 'bet_changed' && bet?.status === 'done';
}
