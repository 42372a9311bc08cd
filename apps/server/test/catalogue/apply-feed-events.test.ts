import { CatalogueEventSchema } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFeedEvents } from '../../src/catalogue/apply-feed-events.js';
import { loadWorld } from '../../src/catalogue/load-world.js';
import { publicationsOf } from '../../src/catalogue/publications.js';
import { markets, matches, providers } from '../../src/db/schema/index.js';
import { createFeed } from '../../src/feed/index.js';
import type { World } from '../../src/feed/types.js';
import { aMatch, footballMarkets, winnerMarket } from '../builders/feed.js';
import { fixtureWorld, IDS, marketsIn, matchIn } from '../builders/fixture-world.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';

let test: TestDatabase;
let world: World;
beforeAll(async () => {
  test = await openTestDatabase();
  world = fixtureWorld();
  await loadWorld(test.database.db, world);
});
afterAll(() => test.cleanup());

const rowOf = async (id: number) =>
  (await test.database.db.select().from(matches).where(eq(matches.id, id)))[0];
const marketRow = async (matchId: number, marketId: number, specifier = '') =>
  (
    await test.database.db
      .select()
      .from(markets)
      .where(
        and(eq(markets.matchId, matchId), eq(markets.marketId, marketId), eq(markets.specifier, specifier)),
      )
  )[0];

describe(`applyFeedEvents on ${testDriver()}`, () => {
  it('stores new odds and bumps the version of the changed market only', async () => {
    const [oneXTwo, doubleChance] = marketsIn(world, IDS.leedsBristol);
    if (!oneXTwo || !doubleChance) throw new Error('fixture');
    const home = oneXTwo.outcomes[0];
    if (home) home.odds = 2.25;
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'markets_changed', matchId: IDS.leedsBristol, markets: [oneXTwo, doubleChance] },
    ]);
    expect(changes.markets).toHaveLength(1);
    expect(changes.markets[0]?.markets.map((m) => [m.market.marketId, m.version])).toEqual([[1, 2]]);
    expect((await marketRow(IDS.leedsBristol, 1))?.outcomes[0]?.odds).toBe(2250);
    expect((await marketRow(IDS.leedsBristol, 10))?.version).toBe(1);
  });

  it('changes nothing when the same state is sent again', async () => {
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'match_changed', match: matchIn(world, IDS.norwichDerby) },
      { type: 'markets_changed', matchId: IDS.norwichDerby, markets: marketsIn(world, IDS.norwichDerby) },
    ]);
    expect(changes.matches).toEqual([]);
    expect(changes.markets).toEqual([]);
    expect((await rowOf(IDS.norwichDerby))?.version).toBe(1);
  });

  it('updates a match record and reports its status change', async () => {
    const match = {
      ...matchIn(world, IDS.norwichDerby),
      status: 1 as const,
      stage: '1st half',
      totalScore: { home: 0, away: 0 },
    };
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'match_status_changed', matchId: IDS.norwichDerby, status: 1 },
      { type: 'match_changed', match },
    ]);
    expect(changes.matches.map((m) => [m.match.id, m.version])).toEqual([[IDS.norwichDerby, 2]]);
    expect(changes.statuses).toEqual([{ matchId: IDS.norwichDerby, status: 1 }]);
    expect(await rowOf(IDS.norwichDerby)).toMatchObject({ status: 1, stage: '1st half', version: 2 });
  });

  it('moves a status without a match record', async () => {
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'match_status_changed', matchId: IDS.tennisMatch, status: 4 },
    ]);
    expect(changes.statuses).toEqual([{ matchId: IDS.tennisMatch, status: 4 }]);
    expect(await rowOf(IDS.tennisMatch)).toMatchObject({ status: 4, version: 2 });
  });

  it('adds a new match with its markets', async () => {
    const match = aMatch({ id: 9001, tournamentId: IDS.premier, homeId: 1001, awayId: 1004 });
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'match_added', match, markets: footballMarkets(9001) },
    ]);
    expect(changes.added).toEqual([9001]);
    expect(changes.markets[0]?.markets).toHaveLength(6);
    expect(await rowOf(9001)).toMatchObject({ sportId: IDS.football, categoryId: IDS.england, version: 1 });
  });

  it('skips events about matches it does not know, and still applies the rest', async () => {
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'markets_changed', matchId: 424242, markets: [winnerMarket(424242)] },
      { type: 'match_status_changed', matchId: 434343, status: 1 },
      { type: 'match_changed', match: aMatch({ id: 9002, tournamentId: 999 }) },
      { type: 'provider_status_changed', provider: 'oddin', enabled: false },
    ]);
    expect(changes.skipped).toBe(3);
    // Its open matches come along for their channels; the closed one does not.
    expect(changes.providers).toEqual([{ provider: 'oddin', enabled: false, matchIds: [IDS.csMatch] }]);
    const [oddin] = await test.database.db.select().from(providers).where(eq(providers.provider, 'oddin'));
    expect(oddin?.enabled).toBe(false);
  });

  it('stores settlement results on the markets', async () => {
    const results = [{ marketId: 1, specifier: '', outcomes: [{ id: '1', result: 'win' as const }] }];
    const changes = await applyFeedEvents(test.database.db, [
      { type: 'match_settled', matchId: IDS.readingHull, results },
    ]);
    expect(changes.settled).toEqual([{ matchId: IDS.readingHull, results }]);
    expect((await marketRow(IDS.readingHull, 1))?.results).toEqual([{ id: '1', result: 'win' }]);
  });

  it('answers an empty tick with no changes', async () => {
    const changes = await applyFeedEvents(test.database.db, []);
    expect(changes).toMatchObject({ matches: [], markets: [], statuses: [], skipped: 0 });
  });

  it('keeps up with the real feed: its events apply cleanly and publish as the contract says', async () => {
    const start = Date.UTC(2026, 4, 1, 12);
    const feed = createFeed({ seed: 7, matchCount: 12, liveCount: 6, startAt: start });
    const db = test.database.db;
    // The feed's ids overlap the fixture's: this last test starts from an empty catalogue.
    await db.execute(
      sql`truncate markets, matches, competitors, tournaments, categories, sports, providers cascade`,
    );
    await loadWorld(db, feed.world);
    let published = 0;
    for (let i = 1; i <= 40; i++) {
      const changes = await applyFeedEvents(db, feed.tick(start + i * 15_000));
      expect(changes.skipped).toBe(0);
      for (const { channel, data } of publicationsOf(changes)) {
        expect(channel).toMatch(/^(match:\d+|public:[a-z]{2})$/);
        expect(CatalogueEventSchema.safeParse(data).success).toBe(true);
        published += 1;
      }
    }
    expect(published).toBeGreaterThan(0);
  });
});
