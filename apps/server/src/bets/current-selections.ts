/**
 * What the catalogue says now about the selections of a bet: the match (status, names, sport), the market line
 * and the outcome (odds, active, true probability) and the provider switch. Placement validates against it, the
 * live delay re-checks against it, cashout prices from it. Read inside the caller's transaction when given one,
 * in one statement (`catalogueViewColumns`, which placement also folds into its own first read).
 */
import {
  type EventStatus,
  isBettableStatus,
  MarketStatus,
  type PlaceBetsRequest,
  type Provider,
} from '@sportsbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { LocalizedNames, StoredOutcome } from '../db/schema/index.js';
import { rowsOf } from '../db/statements.js';
import type { Queryable } from '../wallet/index.js';

/** A selection's identity. */
export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** Every selection of every bet of a request, in order, as refs. */
export function selectionRefsOf(request: {
  bets: readonly Pick<PlaceBetsRequest['bets'][number], 'selections'>[];
}): SelectionRef[] {
  return request.bets.flatMap((b) =>
    b.selections.map((s) => ({
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    })),
  );
}

/** A match as the betting code needs it. */
interface MatchInfo {
  id: number;
  urnId: string;
  slug: string;
  type: 'match' | 'outright';
  status: EventStatus;
  startTime: Date;
  provider: Provider;
  sportKey: string;
  /** The sport's kind (sports, esports...), for bonus event conditions. */
  sportKind: string;
  categoryId: number;
  categoryNames: LocalizedNames;
  tournamentId: number;
  /** "Home - Away" in every locale, or the outright's names. */
  names: LocalizedNames;
  nameA: string;
  nameB: string;
}

/** A market line as stored. */
export interface MarketInfo {
  matchId: number;
  marketId: number;
  specifier: string;
  names: LocalizedNames;
  status: MarketStatus;
  outcomes: StoredOutcome[];
  groups: string[];
  customBetGroups: string[];
  provider: Provider;
  results: { id: string; result: string }[] | null;
}

/** The catalogue around a set of selections. */
export interface CatalogueView {
  match(id: number): MatchInfo | undefined;
  market(ref: SelectionRef): MarketInfo | undefined;
  outcome(ref: SelectionRef): StoredOutcome | undefined;
  providerEnabled(provider: Provider): boolean;
  /** The market open, the outcome active, the match bettable and its provider on. */
  isOpen(ref: SelectionRef): boolean;
}

const lineKey = (matchId: number, marketId: number, specifier: string) =>
  `${matchId}|${marketId}|${specifier}`;

/**
 * `in ($1, $2...)`: one parameter per id, so a prepared statement's generic plan (place-at-once.ts) estimates
 * the rows as well as a custom plan would, and PostgreSQL stops planning it anew on every run.
 */
const anyOf = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`in (select null::int where false)`
    : sql`in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * Three json columns, `view_matches`, `view_markets`, `view_providers`: the catalogue around `refs` (their
 * matches, their market lines, every provider switch), to read with {@link catalogueViewOf}.
 */
export function catalogueViewColumns(refs: readonly SelectionRef[]): SQL {
  const matchIds = anyOf([...new Set(refs.map((r) => r.matchId))]);
  const marketIds = anyOf([...new Set(refs.map((r) => r.marketId))]);
  return sql`
    (select coalesce(json_agg(json_build_object(
        'id', m.id, 'urnId', m.urn_id, 'slug', m.slug, 'type', m.type, 'status', m.status,
        'startTime', m.start_time, 'provider', m.provider, 'outrightNames', m.outright_names,
        'tournamentId', m.tournament_id, 'categoryId', m.category_id, 'sportKind', s.kind,
        'sportKey', s.key, 'categoryNames', c.names, 'homeName', h.name, 'awayName', a.name)), '[]'::json)
      from matches m
      join sports s on s.id = m.sport_id
      join categories c on c.id = m.category_id
      left join competitors h on h.id = m.home_id
      left join competitors a on a.id = m.away_id
      where m.id ${matchIds}) as view_matches,
    (select coalesce(json_agg(json_build_object(
        'matchId', k.match_id, 'marketId', k.market_id, 'specifier', k.specifier, 'names', k.names,
        'status', k.status, 'outcomes', k.outcomes, 'groups', k.groups, 'customBetGroups', k.custom_bet_groups,
        'provider', k.provider, 'results', k.results)), '[]'::json)
      from markets k
      where k.match_id ${matchIds} and k.market_id ${marketIds}) as view_markets,
    (select coalesce(json_agg(json_build_object('provider', p.provider, 'enabled', p.enabled)), '[]'::json)
      from providers p) as view_providers`;
}

/** The columns of {@link catalogueViewColumns} in a result row. */
export interface CatalogueViewRow {
  view_matches: MatchRow[];
  view_markets: MarketInfo[];
  view_providers: { provider: Provider; enabled: boolean }[];
}

/**
 * Reads the catalogue around `refs`: their matches, their market lines, the provider switches (`operator`: the
 * operator's switches over the feed's, see {@link catalogueViewOf}).
 */
export async function loadCatalogueView(
  db: Queryable,
  refs: readonly SelectionRef[],
  operator?: Partial<Record<Provider, boolean>>,
): Promise<CatalogueView> {
  const [row] = rowsOf<CatalogueViewRow>(await db.execute(sql`select ${catalogueViewColumns(refs)}`));
  if (!row) throw new Error('the catalogue view read returned no row');
  return catalogueViewOf(row, operator);
}

/**
 * The view of a row holding {@link catalogueViewColumns}. `operator`: the operator's provider switches (the site
 * settings file); a provider is on when neither the feed nor the operator has switched it off.
 */
export function catalogueViewOf(
  row: CatalogueViewRow,
  operator: Partial<Record<Provider, boolean>> = {},
): CatalogueView {
  const byMatch = new Map(row.view_matches.map((m) => [m.id, toMatchInfo(m)]));
  const byLine = new Map(row.view_markets.map((m) => [lineKey(m.matchId, m.marketId, m.specifier), m]));
  const enabled = new Map(row.view_providers.map((p) => [p.provider, p.enabled]));
  const view: CatalogueView = {
    match: (id) => byMatch.get(id),
    market: (r) => byLine.get(lineKey(r.matchId, r.marketId, r.specifier)),
    outcome: (r) => view.market(r)?.outcomes.find((o) => o.id === r.outcomeId),
    providerEnabled: (p) => operator[p] !== false && (enabled.get(p) ?? true),
    isOpen: (r) => {
      const match = view.match(r.matchId);
      const market = view.market(r);
      const outcome = view.outcome(r);
      return (
        match !== undefined &&
        market !== undefined &&
        outcome !== undefined &&
        isBettableStatus(match.status) &&
        market.status === MarketStatus.allowed &&
        outcome.active &&
        view.providerEnabled(market.provider)
      );
    },
  };
  return view;
}

/** A match of `view_matches` (times as JSON text). */
interface MatchRow {
  id: number;
  urnId: string;
  slug: string;
  type: 'match' | 'outright';
  status: EventStatus;
  startTime: string;
  provider: Provider;
  outrightNames: LocalizedNames | null;
  tournamentId: number;
  categoryId: number;
  sportKind: string;
  sportKey: string;
  categoryNames: LocalizedNames;
  homeName: string | null;
  awayName: string | null;
}

function toMatchInfo(m: MatchRow): MatchInfo {
  const { sportKey, categoryNames, tournamentId, homeName, awayName } = m;
  const pair = `${homeName ?? ''} - ${awayName ?? ''}`;
  const names =
    m.type === 'outright' || homeName === null || awayName === null
      ? (m.outrightNames ?? {})
      : { en: pair, es: pair, 'pt-BR': pair };
  return {
    id: m.id,
    urnId: m.urnId,
    slug: m.slug,
    type: m.type,
    status: m.status,
    startTime: new Date(m.startTime),
    provider: m.provider,
    sportKey,
    sportKind: m.sportKind,
    categoryId: m.categoryId,
    categoryNames,
    tournamentId,
    names,
    nameA: homeName ?? '',
    nameB: awayName ?? '',
  };
}
