/**
 * Measures loadWorld: `npx tsx test/bench/load-world.ts [matches] [feed|synthetic]`. The feed's own world by
 * default (about 20 markets a match); `synthetic` gives 75 markets a match. PGlite in memory unless
 * DATABASE_URL is set. Not part of the test run.
 */

import { loadWorld } from '../../src/catalogue/load-world.js';
import { openDatabase } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { createFeed } from '../../src/feed/index.js';
import { bigWorld } from '../builders/big-world.js';

const matches = Number(process.argv[2] ?? 3000);
const world =
  process.argv[3] === 'synthetic'
    ? bigWorld(matches, 75)
    : createFeed({ seed: 42, matchCount: matches, startAt: Date.now() }).world;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'memory://',
});
await runMigrations(database);
const loaded = await loadWorld(database.db, world);
const json = JSON.stringify(world.markets).length;
console.log(
  `${database.driver}: ${loaded.matches} matches, ${loaded.markets} markets (${(json / 1e6).toFixed(1)} MB as JSON) in ${loaded.ms} ms`,
);
await database.close();
