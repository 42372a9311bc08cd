/** A world of the feed's full size (thousands of matches, dozens of markets each) for load measurements. */
import type { FeedMarket, World } from '../../src/feed/types.js';
import { aCategory, aCompetitor, aMarket, aMatch, anOutcome, aSport, aTournament, names } from './feed.js';

/** `matches` football-like matches with `marketsPerMatch` markets each, spread over 10 sports and 200 leagues. */
export function bigWorld(matches: number, marketsPerMatch: number): World {
  const sports = Array.from({ length: 10 }, (_, i) =>
    aSport({
      id: i + 1,
      key: `sport-${i + 1}`,
      names: names(`Sport ${i + 1}`, `Deporte ${i + 1}`, `Esporte ${i + 1}`),
    }),
  );
  const categories = Array.from({ length: 50 }, (_, i) => aCategory({ id: 100 + i, sportId: (i % 10) + 1 }));
  const tournaments = Array.from({ length: 200 }, (_, i) =>
    aTournament({ id: 1000 + i, sportId: ((i % 50) % 10) + 1, categoryId: 100 + (i % 50) }),
  );
  const competitors = Array.from({ length: matches * 2 }, (_, i) =>
    aCompetitor(10_000 + i, `Competitor ${i}`),
  );
  const start = Date.UTC(2026, 4, 1);
  const list = Array.from({ length: matches }, (_, i) => {
    const tournament = tournaments[i % tournaments.length] ?? tournaments[0];
    return aMatch({
      id: 100_000 + i,
      tournamentId: tournament?.id ?? 1000,
      homeId: 10_000 + 2 * i,
      awayId: 10_001 + 2 * i,
      startTime: start + i * 600_000,
      status: i % 20 === 0 ? 1 : 0,
    });
  });
  const markets: FeedMarket[] = list.flatMap((match) =>
    Array.from({ length: marketsPerMatch }, (_, k) =>
      aMarket({
        matchId: match.id,
        marketId: 1 + Math.floor(k / 5),
        specifier: k % 5 === 0 ? '' : `total=${k % 5}.5`,
        names: names(`Market ${k}`, `Mercado ${k}`, `Mercado ${k}`),
        groups: k < 3 ? ['main'] : ['other'],
        priority: k,
        outcomes: [
          anOutcome('1', 1.5 + (k % 7) / 10, { names: names('Over', 'Más', 'Mais') }),
          anOutcome('2', 2.4, { names: names('Under', 'Menos', 'Menos') }),
          anOutcome('3', 3.1, { names: names('Draw', 'Empate', 'Empate') }),
        ],
      }),
    ),
  );
  return {
    sports,
    categories,
    tournaments,
    competitors,
    matches: list,
    markets,
    providerStatuses: { betradar: true, oddin: true, betconstruct: true },
  };
}
