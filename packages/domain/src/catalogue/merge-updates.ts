/**
 * Merging realtime updates into cached markets and matches (spec core-betting §4 "Market updates"): markets with
 * status 0 are dropped; markets with no outcomes are dropped unless already listed; an outcome update is kept only
 * when its odds changed; a live match update keeps the previous score objects when they are deeply equal, so
 * components holding them do not re-render.
 */
import { type Market, MarketStatus, type Match, type Outcome } from '../types/catalogue';

function marketKey(m: Pick<Market, 'id' | 'specifier'>): string {
  return `${m.id}/${m.specifier}`;
}

function mergeOutcomes(previous: readonly Outcome[], next: readonly Outcome[]): Outcome[] {
  return next.map((o) => {
    const old = previous.find((p) => p.id === o.id);
    return old && old.odds === o.odds && old.active === o.active && old.name === o.name ? old : o;
  });
}

/**
 * Merges updated markets into a cached list. Returns the same array when nothing changed. Markets keep their
 * order; new ones are appended.
 */
export function mergeMarkets(current: readonly Market[], updates: readonly Market[]): readonly Market[] {
  let changed = false;
  const byKey = new Map(current.map((m) => [marketKey(m), m]));
  for (const update of updates) {
    const key = marketKey(update);
    const old = byKey.get(key);
    if (update.status === MarketStatus.notAllowed) {
      changed = byKey.delete(key) || changed;
      continue;
    }
    if (update.outcomes.length === 0 && !old) continue;
    const outcomes =
      old && update.outcomes.length === 0
        ? old.outcomes
        : mergeOutcomes(old?.outcomes ?? [], update.outcomes);
    const merged: Market = { ...update, outcomes };
    if (old && sameMarket(old, merged)) continue;
    byKey.set(key, merged);
    changed = true;
  }
  return changed ? [...byKey.values()] : current;
}

function sameMarket(a: Market, b: Market): boolean {
  return (
    a.status === b.status &&
    a.name === b.name &&
    a.most_balanced === b.most_balanced &&
    a.outcomes.length === b.outcomes.length &&
    a.outcomes.every((o, i) => o === b.outcomes[i])
  );
}

/** Structural equality of plain JSON values. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const SCORE_FIELDS = ['total_score', 'game_score', 'period_score', 'clock'] as const;

/** Merges a match update, keeping the previous score objects when deeply equal. */
export function mergeMatch(previous: Match, update: Match): Match {
  const merged: Match = { ...update };
  for (const field of SCORE_FIELDS) {
    if (deepEqual(previous[field], update[field])) Object.assign(merged, { [field]: previous[field] });
  }
  return merged;
}
