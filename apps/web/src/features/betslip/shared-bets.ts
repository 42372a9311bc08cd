/**
 * Share codes (spec core-betting §2, §5, §8): a slip's bets as the contract's `SharedBet` and back. Turning a
 * shared bet back into slip bets needs the words of every selection, so the matches and markets are fetched;
 * a selection whose match or market is gone is left out, and a bet left without selections is dropped.
 */
import type { CustomOddsResponse, Market, Match, SharedBet } from '@sportsbook/contract';
import { currencyOf } from '@sportsbook/contract/values';
import {
  type DecimalOdds,
  newBet,
  parseSystemId,
  placeSelectionsOf,
  systemId,
  type TicketEntry,
  type TicketSelection,
} from '@sportsbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { buildSelection, loadMatchData, type MatchData } from './selection-source';

/** Minor units per major unit of a currency the app does not know (the slip takes its own currency anyway). */
const DEFAULT_SUBUNITS = 100;

/** The URL search parameter a shared bet link carries its code in (`?betCode=ABCD2345`). */
export const BET_CODE_PARAM = 'betCode';

/** A slip bet as shared: its selections at the accepted prices, its stake (per line for a system) and type. */
export function toSharedBet(bet: TicketEntry): SharedBet {
  const shared: SharedBet = {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency },
    selections: placeSelectionsOf(bet),
  };
  if (bet.betType === 'system' && bet.systemType) shared.system_id = systemId(bet.systemType);
  return shared;
}

/** POST /api/v2/bets/share-code: the code under which `bets` are stored. */
export async function createShareCode(locale: string, bets: readonly TicketEntry[]): Promise<string> {
  const { code } = await apiFetch<{ code: string }>('/api/v2/bets/share-code', {
    locale,
    method: 'POST',
    body: { bets: bets.map(toSharedBet) },
  });
  return code;
}

/** GET /api/v2/bets/share-code: the shared bets (stakes already in a signed-in reader's currency). */
export async function readShareCode(locale: string, code: string): Promise<SharedBet[]> {
  const { bets } = await apiFetch<{ bets: SharedBet[] }>('/api/v2/bets/share-code', {
    locale,
    query: { code },
  });
  return bets;
}

/** The link that opens the current page with `code` applied. */
export function shareLink(code: string, location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}?${BET_CODE_PARAM}=${encodeURIComponent(code)}`;
}

function findLine(markets: readonly Market[], marketId: number, specifier: string): Market | undefined {
  return markets.find((m) => m.id === marketId && m.specifier === specifier);
}

/** The selections of a shared bet that still exist; their prices are the ones shared until refreshed. */
function selectionsOf(bet: SharedBet, data: ReadonlyMap<number, MatchData>): TicketSelection[] {
  return bet.selections.flatMap((s) => {
    const found = data.get(s.match_id);
    const match: Match | null | undefined = found?.match;
    const market = found && findLine(found.markets, s.market_id, s.specifier);
    const outcome = market?.outcomes.find((o) => o.id === s.outcome_id);
    if (!match || !market || !outcome) return [];
    return [buildSelection(match, market, { ...outcome, odds: s.odds })];
  });
}

/** Asks the server for a custom bet's price; null when it cannot be quoted any more. */
export async function quoteCustomOdds(
  locale: string,
  selections: TicketSelection[],
): Promise<DecimalOdds | null> {
  const first = selections[0];
  if (!first || selections.length < 2) return null;
  try {
    const { odds } = await apiFetch<CustomOddsResponse>('/api/v3/bets/custom/odds', {
      locale,
      method: 'POST',
      body: {
        match_id: first.matchId,
        selections: selections.map((s) => ({
          market_id: s.marketId,
          specifier: s.specifier,
          outcome_id: s.outcomeId,
        })),
      },
    });
    return odds;
  } catch {
    return null;
  }
}

/**
 * Slip bets for shared bets, in the shared currency and with the shared stakes (the slip converts or zeroes
 * them). Rejects only when no match could be fetched at all (the service is failing, not the code).
 */
export async function sharedToEntries(
  client: QueryClient | null,
  locale: string,
  shared: readonly SharedBet[],
): Promise<TicketEntry[]> {
  const matchIds = [...new Set(shared.flatMap((b) => b.selections.map((s) => s.match_id)))];
  const results = await Promise.allSettled(matchIds.map((id) => loadMatchData(client, locale, id)));
  const data = new Map<number, MatchData>();
  results.forEach((r, i) => {
    const id = matchIds[i];
    if (r.status === 'fulfilled' && id !== undefined) data.set(id, r.value);
  });
  const firstFailure = results.find((r) => r.status === 'rejected');
  if (data.size === 0 && firstFailure) throw firstFailure.reason;

  const entries: TicketEntry[] = [];
  for (const bet of shared) {
    const selections = selectionsOf(bet, data);
    if (selections.length === 0) continue;
    const subunits = currencyOf(bet.stake.currency)?.subunits ?? DEFAULT_SUBUNITS;
    const base = newBet({ currency: bet.stake.currency, subunits }, selections);
    const entry: TicketEntry = { ...base, stake: bet.stake.value, betType: bet.type };
    if (bet.type === 'system') {
      const systemType = bet.system_id ? parseSystemId(bet.system_id) : null;
      entries.push(systemType ? { ...entry, systemType } : { ...entry, betType: 'combo' });
    } else if (bet.type === 'custom_bet') {
      const customOdds = await quoteCustomOdds(locale, selections);
      if (customOdds !== null) entries.push({ ...entry, customOdds });
    } else {
      entries.push({ ...entry, betType: selections.length > 1 ? 'combo' : 'single' });
    }
  }
  return entries;
}
