/** GET /search ranks name matches (a word of a team's or league's name starting with the text) before loose ones. */
import { type SearchResponse, SearchResponseSchema } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { names } from '../../../builders/feed.js';
import { fixtureWorld, IDS } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  const world = fixtureWorld();
  // Leagues whose names hold "rea" inside a word (football, cs2), and one where a word starts with it (tennis).
  const renamed: Record<number, string> = {
    [IDS.laliga]: 'Area League',
    [IDS.csMajor]: 'DreamLeague',
    [IDS.atpOpen]: 'Real Open',
  };
  for (const tournament of world.tournaments) {
    const name = renamed[tournament.id];
    if (name) tournament.names = names(name);
  }
  t = await startTestApp(world);
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.get<SearchResponse>(`/api/v2/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SearchResponseSchema.parse(res.body);
};

describe('GET /api/v2/search ranking', () => {
  it('lists matches where a team or league name starts with the text first, then by start time', async () => {
    const { matches } = await search('Rea');
    // Name matches: Reading City, the Real Open's match, Oviedo Real (a later word), Real Valladolid; then the
    // DreamLeague and Area League matches, though the closed DreamLeague match started before all of them.
    expect(matches.map((m) => m.id)).toEqual([
      IDS.readingHull,
      IDS.tennisMatch,
      IDS.stoppedMatch,
      IDS.valladolidZaragoza,
      IDS.csClosed,
      IDS.murciaCordoba,
      IDS.csMatch,
      IDS.noMarkets,
    ]);
  });

  it('lists leagues whose name has a word starting with the text first, then by priority', async () => {
    const { tournaments } = await search('rea');
    expect(tournaments.map((x) => x.id)).toEqual([IDS.atpOpen, IDS.laliga, IDS.csMajor]);
  });

  it('counts a word inside a name, not only its first word', async () => {
    expect((await search('league')).tournaments.map((x) => x.id)).toEqual([
      IDS.premier,
      IDS.laliga,
      IDS.csMajor,
    ]);
    expect((await search('eague')).tournaments.map((x) => x.id)).toEqual([
      IDS.premier,
      IDS.laliga,
      IDS.csMajor,
    ]);
    expect((await search('open')).matches.map((m) => m.id)).toEqual([IDS.tennisMatch]);
  });
});
