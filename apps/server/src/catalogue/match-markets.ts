/**
 * The markets a match list shows: main and secondary per match, and the counts. One query for any number of
 * matches, choosing in SQL by the rule of main-markets.ts (which loadWorld uses in JS; the route tests hold the
 * two to the same answers): the best line of each market type, then the best type inside and outside the
 * "main" group, so only the chosen rows leave the database.
 */
import type { Locale, Market } from '@sportsbook/contract';
import type { MarketStatus, Provider } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { LocalizedNames, StoredOutcome } from '../db/schema/index.js';
import { rowsOf } from '../db/statements.js';
import { type MarketFields, toMarket } from './market-view.js';

/** What a match answer shows of its markets. */
export interface MatchMarkets {
  main: Market | null;
  secondary: Market | null;
  available: number;
  top: number;
}

interface ChosenRow {
  match_id: number;
  market_id: number;
  specifier: string;
  names: LocalizedNames;
  status: MarketStatus;
  outcomes: StoredOutcome[];
  groups: string[];
  priority: number;
  feed_order: number;
  most_balanced: boolean;
  custom_bet_groups: string[];
  provider: Provider;
  next_bet_stop: number | null;
  version: number;
  in_main: boolean;
  rank: number;
  available: number;
  top: number;
}

const chosenMarkets = (ids: number[]) => sql`
  with c as (
    select match_id, market_id, specifier, priority, feed_order, most_balanced, status, 'main' = any(groups) as in_main
    from markets where match_id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::int)
  ), counts as (
    select match_id,
      (count(*) filter (where status in (1, -1)))::int as available,
      (count(*) filter (where status in (1, -1) and in_main))::int as top
    from c group by match_id
  ), best_line as (
    select distinct on (match_id, in_main, market_id) * from c where status <> 0
    order by match_id, in_main, market_id, priority, most_balanced desc, feed_order, specifier
  ), ranked as (
    select *, (row_number() over (
      partition by match_id, in_main order by priority, most_balanced desc, feed_order, market_id, specifier))::int as rank
    from best_line
  )
  select m.match_id, m.market_id, m.specifier, m.names, m.status, m.outcomes, m.groups, m.priority,
    m.feed_order, m.most_balanced, m.custom_bet_groups, m.provider, m.next_bet_stop::float8 as next_bet_stop, m.version,
    r.in_main, r.rank, counts.available, counts.top
  from ranked r
  join markets m using (match_id, market_id, specifier)
  join counts using (match_id)
  where r.rank <= 2`;

/** Main and secondary markets and counts of `list`, by match id. */
export async function loadMatchMarkets(
  db: Db,
  list: readonly { id: number; urnId: string }[],
  locale: Locale,
): Promise<Map<number, MatchMarkets>> {
  const result = new Map<number, MatchMarkets>();
  if (list.length === 0) return result;
  const rows = rowsOf<ChosenRow>(await db.execute(chosenMarkets(list.map((m) => m.id))));
  const urnOf = new Map(list.map((m) => [m.id, m.urnId]));
  const byMatch = new Map<number, ChosenRow[]>();
  for (const row of rows) byMatch.set(row.match_id, [...(byMatch.get(row.match_id) ?? []), row]);
  for (const [matchId, chosen] of byMatch) {
    const pick = (inMain: boolean, rank: number) =>
      chosen.find((r) => r.in_main === inMain && r.rank === rank);
    const main = pick(true, 1);
    // Without a main-group market the best other market leads, and the next market type follows it.
    const [lead, next] = main ? [main, pick(false, 1)] : [pick(false, 1), pick(false, 2)];
    const view = (row: ChosenRow | undefined) =>
      row ? toMarket(marketRowOf(row), urnOf.get(matchId) ?? '', locale) : null;
    const first = chosen[0];
    result.set(matchId, {
      main: view(lead),
      secondary: view(next),
      available: first?.available ?? 0,
      top: first?.top ?? 0,
    });
  }
  return result;
}

function marketRowOf(row: ChosenRow): MarketFields {
  return {
    matchId: row.match_id,
    marketId: row.market_id,
    specifier: row.specifier,
    names: row.names,
    status: row.status,
    outcomes: row.outcomes,
    groups: row.groups,
    priority: row.priority,
    feedOrder: row.feed_order,
    mostBalanced: row.most_balanced,
    customBetGroups: row.custom_bet_groups,
    provider: row.provider,
    nextBetStop: row.next_bet_stop,
    version: row.version,
  };
}
