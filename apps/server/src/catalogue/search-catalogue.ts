/**
 * GET /search: sports and tournaments whose name contains the text, and matches whose event name (either
 * competitor, "home - away", or the outright's name) or tournament name contains it. Matching ignores case
 * and accents ("cordoba" finds "Córdoba") in the request locale's names; LIKE wildcards in the text are literal.
 * Name matches come first: a result where a word of a name (a team's, the event's or the league's) starts with
 * the text ranks before one that only contains it ("Rea" puts Reading City before DreamLeague), then each list
 * keeps its usual order (matches by start time, sports and tournaments by priority).
 */
import {
  type Locale,
  SEARCH_GROUP_LIMIT,
  SEARCH_MATCH_LIMIT,
  type SearchQuery,
  type SearchResponse,
} from '@sportsbook/contract';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
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
function fold(text: string): string {
  return [...text]
    .map((c) => PLAIN_OF.get(c) ?? c)
    .join('')
    .toLowerCase();
}

/** `text` with accents dropped and lower-cased, in SQL (no extension, so PGlite and any server agree). */
const folded = (text: unknown) => sql`lower(translate(${text}, ${ACCENTED}, ${PLAIN}))`;

/** `text` folded, LIKE wildcards escaped. */
const likeText = (text: string) => fold(text).replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere, wildcards escaped. */
const containsPattern = (text: string) => `%${likeText(text)}%`;

/**
 * 0 when a word of one of the names starts with `text` (the name's start, or after a space), else 1: the
 * first key of a ranking that puts name matches before loose ones.
 */
function nameMatchRank(text: string, names: readonly unknown[]): SQL {
  const start = `${likeText(text)}%`;
  const wordStart = `% ${likeText(text)}%`;
  const hits = names.map((name) => sql`(${folded(name)} like ${start} or ${folded(name)} like ${wordStart})`);
  return sql`case when ${sql.join(hits, sql` or `)} then 0 else 1 end`;
}

/** Searches the catalogue. */
export async function searchCatalogue(db: Db, locale: Locale, query: SearchQuery): Promise<SearchResponse> {
  const pattern = containsPattern(query.q);
  const like = (text: unknown) => sql`${folded(text)} like ${pattern}`;
  const tournamentName = localName(tournaments.names, locale);
  const kind = query.sport_type ? eq(sports.kind, query.sport_type) : undefined;
  const eventName = or(
    like(home.name),
    like(away.name),
    like(sql`${home.name} || ' - ' || ${away.name}`),
    like(localName(matches.outrightNames, locale)),
  );
  const matchText = query.only_events_name ? eventName : or(eventName, like(tournamentName));
  const teamNames = [home.name, away.name, localName(matches.outrightNames, locale)];
  const rank = nameMatchRank(query.q, query.only_events_name ? teamNames : [...teamNames, tournamentName]);
  const rows = await selectMatches(db)
    .where(and(whereOf({ sportType: query.sport_type, statuses: query.match_status }), matchText))
    .orderBy(rank, asc(matches.startTime), asc(matches.id))
    .limit(SEARCH_MATCH_LIMIT);
  const chosen = await loadMatchMarkets(
    db,
    rows.map((r) => r.match),
    locale,
  );
  const found = rows.map((r) => toMatch(r, chosen.get(r.match.id), locale));
  if (query.only_events_name) return { sports: [], tournaments: [], matches: found };
  const [sportList, tournamentList] = [
    await listSports(
      db,
      locale,
      and(like(localName(sports.names, locale)), kind),
      nameMatchRank(query.q, [localName(sports.names, locale)]),
    ),
    await listTournaments(db, locale, {
      extra: and(like(tournamentName), kind),
      first: nameMatchRank(query.q, [tournamentName]),
      limit: SEARCH_GROUP_LIMIT,
    }),
  ];
  return { sports: sportList.slice(0, SEARCH_GROUP_LIMIT), tournaments: tournamentList, matches: found };
}
