import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorld } from '../../src/catalogue/load-world.js';
import { markets, matches, providers, tournaments } from '../../src/db/schema/index.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.cleanup());

const countOf = async (table: typeof matches | typeof markets) =>
  (await test.database.db.select({ n: count() }).from(table))[0]?.n;

describe(`loadWorld on ${testDriver()}`, () => {
  it('writes every row of the world', async () => {
    const world = fixtureWorld();
    const loaded = await loadWorld(test.database.db, world);
    expect(loaded).toMatchObject({ sports: 3, matches: world.matches.length, markets: world.markets.length });
    expect(await countOf(matches)).toBe(world.matches.length);
    expect(await countOf(markets)).toBe(world.markets.length);
    const switches = await test.database.db.select().from(providers);
    expect(Object.fromEntries(switches.map((p) => [p.provider, p.enabled]))).toEqual(world.providerStatuses);
  });

  it('stores odds as integer units and sport and category on the match', async () => {
    const db = test.database.db;
    const [row] = await db.select().from(markets).where(eq(markets.matchId, IDS.leedsBristol)).limit(1);
    expect(row?.outcomes.map((o) => o.odds)).toEqual([2100, 3400, 3550]);
    const [match] = await db.select().from(matches).where(eq(matches.id, IDS.valladolidZaragoza));
    expect(match).toMatchObject({ sportId: IDS.football, categoryId: IDS.spain, version: 1, betsCount: 0 });
  });

  it("stores each tournament's main and secondary market outcome counts", async () => {
    const rows = await test.database.db.select().from(tournaments);
    const counts = Object.fromEntries(
      rows.map((t) => [t.id, [t.mainMarketOutcomesCount, t.secondaryMarketOutcomesCount]]),
    );
    expect(counts[IDS.premier]).toEqual([3, 2]);
    expect(counts[IDS.atpOpen]).toEqual([2, 0]);
  });

  it('refuses to load over an existing catalogue and leaves it as it was', async () => {
    const before = await countOf(markets);
    await expect(loadWorld(test.database.db, fixtureWorld())).rejects.toThrow();
    expect(await countOf(markets)).toBe(before);
  });

  it('overwrites an existing catalogue on request, bumping versions', async () => {
    const world = fixtureWorld();
    const match = world.matches.find((m) => m.id === IDS.norwichDerby);
    if (match) match.stage = 'warm-up';
    await loadWorld(test.database.db, world, { overwrite: true });
    const [row] = await test.database.db.select().from(matches).where(eq(matches.id, IDS.norwichDerby));
    expect(row).toMatchObject({ stage: 'warm-up', version: 2 });
    expect(await countOf(matches)).toBe(world.matches.length);
  });

  it("makes the matches a previous run's feed added and no longer plays not covered, and keeps their rows", async () => {
    const db = test.database.db;
    const world = fixtureWorld();
    const [live] = await db.select().from(matches).where(eq(matches.id, IDS.norwichDerby));
    if (!live) throw new Error('fixture match missing');
    // A replacement spawned by the previous run's feed: live in the catalogue, absent from the new world.
    const spawned = Math.max(...world.matches.map((m) => m.id)) + 1;
    await db.insert(matches).values({
      ...live,
      id: spawned,
      urnId: `sr:match:${spawned}`,
      slug: `spawned-${spawned}`,
      status: 1,
      version: 7,
    });
    const [liveMarket] = await db
      .select()
      .from(markets)
      .where(eq(markets.matchId, IDS.norwichDerby))
      .limit(1);
    if (!liveMarket) throw new Error('fixture market missing');
    const settledResults = liveMarket.outcomes.map((o) => ({ id: o.id, result: 'win' }));
    await db.insert(markets).values([
      { ...liveMarket, matchId: spawned, version: 3 },
      // A market the previous run had settled keeps its results.
      { ...liveMarket, matchId: spawned, specifier: 'settled', results: settledResults, version: 3 },
    ]);
    await loadWorld(db, world, { overwrite: true });
    const [orphan] = await db.select().from(matches).where(eq(matches.id, spawned));
    expect(orphan).toMatchObject({ status: 5, version: 8 });
    // No result will come: its open market is cancelled with every outcome void; the settled one stays.
    const left = await db.select().from(markets).where(eq(markets.matchId, spawned));
    expect(left.find((m) => m.specifier === liveMarket.specifier)).toMatchObject({
      status: -4,
      version: 4,
      results: liveMarket.outcomes.map((o) => ({ id: o.id, result: 'void' })),
    });
    expect(left.find((m) => m.specifier === 'settled')).toMatchObject({
      results: settledResults,
      version: 3,
    });
    // The regenerated world's own matches keep the status the world gives them.
    const [kept] = await db.select().from(matches).where(eq(matches.id, IDS.norwichDerby));
    expect(kept?.status).toBe(world.matches.find((m) => m.id === IDS.norwichDerby)?.status);
  });
});
