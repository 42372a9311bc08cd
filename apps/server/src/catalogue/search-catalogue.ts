/**
 * GET /search: sports and tournaments whose name contains the text, and matches whose event name (either
 * competitor, "home - away", or the outright's name) or tournament name contains it. Matching ignores case
 * and accents ("cordoba" finds "Córdoba") in the request locale's names; LIKE wildcards in the text are literal.
 */
import {
  type Locale,
  SEARCH_GROUP_LIMIT,
  SEARCH_MATCH_LIMIT,
  type SearchQuery,
  type SearchResponse,
} from '@sportsbook/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matches, sports, tournaments } from '../db/schema/index.js';
import { listSports, listTournaments } from './list-sports.js';
import { whereOf } from './match-filter.js';
import { loadMatchMarkets } from './match-markets.js';
import { away, home, selectMatches, toMatch } from './match-rows.js';
import { localName } from './names.js';

// One folding table for SQL and JS, upper case included: lower() leaves non-ASCII letters alone under the C
// collation PGlite runs with, so accents are mapped before lower-casing.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';
const PLAIN_OF = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i] ?? c]));

/** Accents dropped and lower case, the same as {@link folded} does in SQL. */
export function fold(text: string): string {
  return [...text]
    .map((c) => PLAIN_OF.get(c) ?? c)
    .join('')
    .toLowerCase();
}

/** `text` with accents dropped and lower-cased, in SQL (no extension, so PGlite and any server agree). */
const folded = (text: unknown) => sql`lower(translate(${text}, ${ACCENTED}, ${PLAIN}))`;

/** A LIKE pattern that finds `text` anywhere, wildcards escaped. */
export const containsPattern = (text: string) => `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Searches the catalogue. */
export async function searchCatalogue(db: Db, locale: Locale, query: SearchQuery): Promise<SearchResponse> {
  const pattern = containsPattern(query.q);
  const like = (text: unknown) => sql`${folded(text)} like ${pattern}`;
  const kind = query.sport_type ? eq(sports.kind, query.sport_type) : undefined;
  const eventName = or(
    like(home.name),
    like(away.name),
    like(sql`${home.name} || ' - ' || ${away.name}`),
    like(localName(matches.outrightNames, locale)),
  );
  const matchText = query.only_events_name
    ? eventName
    : or(eventName, like(localName(tournaments.names, locale)));
  const rows = await selectMatches(db)
    .where(and(whereOf({ sportType: query.sport_type, statuses: query.match_status }), matchText))
    .orderBy(asc(matches.startTime), asc(matches.id))
    .limit(SEARCH_MATCH_LIMIT);
  const chosen = await loadMatchMarkets(
    db,
    rows.map((r) => r.match),
    locale,
  );
  const found = rows.map((r) => toMatch(r, chosen.get(r.match.id), locale));
  if (query.only_events_name) return { sports: [], tournaments: [], matches: found };
  const [sportList, tournamentList] = [
    await listSports(db, locale, and(like(localName(sports.names, locale)), kind)),
    await listTournaments(db, locale, {
      extra: and(like(localName(tournaments.names, locale)), kind),
      limit: SEARCH_GROUP_LIMIT,
    }),
  ];
  return { sports: sportList.slice(0, SEARCH_GROUP_LIMIT), tournaments: tournamentList, matches: found };
}
