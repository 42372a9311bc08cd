/**
 * Measures applyFeedEvents on the feed's full world: `npx tsx test/bench/apply-ticks.ts [ticks] [speed]`.
 * Ticks are 250 ms of wall time apart (simulated at `speed`). PGlite in memory unless DATABASE_URL is set.
 */
import { applyFeedEvents } from '../../src/catalogue/apply-feed-events.js';
import { loadWorld } from '../../src/catalogue/load-world.js';
import { publicationsOf } from '../../src/catalogue/publications.js';
import { openDatabase } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { createFeed } from '../../src/feed/index.js';

const ticks = Number(process.argv[2] ?? 40);
const speed = Number(process.argv[3] ?? 1);
const start = Date.now();
const feed = createFeed({ seed: 42, speed, matchCount: 3000, startAt: start });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await runMigrations(database);
await loadWorld(database.db, feed.world);
const times: number[] = [];
let events = 0;
let publications = 0;
for (let i = 1; i <= ticks; i++) {
  const batch = feed.tick(start + i * 250);
  const began = performance.now();
  const changes = await applyFeedEvents(database.db, batch);
  times.push(performance.now() - began);
  events += batch.length;
  publications += publicationsOf(changes).length;
}
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
console.log(
  `${database.driver}, speed ${speed}: ${ticks} ticks, ${events} events, ${publications} publications; ` +
    `apply ms p50 ${at(0.5)} p95 ${at(0.95)} max ${at(1)}`,
);
await database.close();
