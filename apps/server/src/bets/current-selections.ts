/**
 * What the catalogue says now about the selections of a bet: the match (status, names, sport), the market line
 * and the outcome (odds, active, true probability) and the provider switch. Placement validates against it, the
 * live delay re-checks against it, cashout prices from it. Read inside the caller's transaction when given one.
 */
import { type EventStatus, isBettableStatus, MarketStatus, type Provider } from '@sportsbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  categories,
  competitors,
  type LocalizedNames,
  markets,
  matches,
  providers,
  type StoredOutcome,
  sports,
} from '../db/schema/index.js';
import type { Queryable } from '../wallet/index.js';

/** A selection's identity. */
export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** A match as the betting code needs it. */
export interface MatchInfo {
  id: number;
  urnId: string;
  slug: string;
  type: 'match' | 'outright';
  status: EventStatus;
  startTime: Date;
  provider: Provider;
  sportKey: string;
  categoryNames: LocalizedNames;
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

const home = alias(competitors, 'bet_home');
const away = alias(competitors, 'bet_away');
const lineKey = (matchId: number, marketId: number, specifier: string) =>
  `${matchId}|${marketId}|${specifier}`;

/** Reads the catalogue around `refs`: their matches, their market lines, the provider switches. */
export async function loadCatalogueView(
  db: Queryable,
  refs: readonly SelectionRef[],
): Promise<CatalogueView> {
  const matchIds = [...new Set(refs.map((r) => r.matchId))];
  const marketIds = [...new Set(refs.map((r) => r.marketId))];
  const matchRows =
    matchIds.length === 0
      ? []
      : await db
          .select({
            match: matches,
            sportKey: sports.key,
            categoryNames: categories.names,
            homeName: home.name,
            awayName: away.name,
          })
          .from(matches)
          .innerJoin(sports, eq(sports.id, matches.sportId))
          .innerJoin(categories, eq(categories.id, matches.categoryId))
          .leftJoin(home, eq(home.id, matches.homeId))
          .leftJoin(away, eq(away.id, matches.awayId))
          .where(inArray(matches.id, matchIds));
  const marketRows =
    matchIds.length === 0
      ? []
      : await db
          .select()
          .from(markets)
          .where(and(inArray(markets.matchId, matchIds), inArray(markets.marketId, marketIds)));
  const switches = await db.select().from(providers);

  const byMatch = new Map(matchRows.map((r) => [r.match.id, toMatchInfo(r)]));
  const byLine = new Map(
    marketRows.map((m) => [lineKey(m.matchId, m.marketId, m.specifier), m as MarketInfo]),
  );
  const enabled = new Map(switches.map((p) => [p.provider, p.enabled]));
  const view: CatalogueView = {
    match: (id) => byMatch.get(id),
    market: (r) => byLine.get(lineKey(r.matchId, r.marketId, r.specifier)),
    outcome: (r) => view.market(r)?.outcomes.find((o) => o.id === r.outcomeId),
    providerEnabled: (p) => enabled.get(p) ?? true,
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

type MatchRow = {
  match: typeof matches.$inferSelect;
  sportKey: string;
  categoryNames: LocalizedNames;
  homeName: string | null;
  awayName: string | null;
};

function toMatchInfo({ match: m, sportKey, categoryNames, homeName, awayName }: MatchRow): MatchInfo {
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
    startTime: m.startTime,
    provider: m.provider,
    sportKey,
    categoryNames,
    names,
    nameA: homeName ?? '',
    nameB: awayName ?? '',
  };
}
