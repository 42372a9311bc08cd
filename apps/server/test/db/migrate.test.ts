import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate.js';
import { rowsOf } from '../../src/db/statements.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';

const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.cleanup());

describe(`migrations on ${testDriver()}`, () => {
  it('create every table of the schema', async () => {
    const rows = rowsOf<{ table_name: string }>(
      await test.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'accounts',
      'bet_selections',
      'bets',
      'bonus_campaigns',
      'bonus_programmes',
      'categories',
      'competitors',
      'deposit_intents',
      'favourites',
      'feed_controls',
      'feed_heartbeat',
      'feed_inputs',
      'feed_snapshot',
      'idempotency_keys',
      'jackpot_contributions',
      'jackpot_hits',
      'jackpot_levels',
      'ledger_entries',
      'markets',
      'matches',
      'notifications',
      'outbox_mails',
      'payout_requests',
      'phone_verifications',
      'player_activity',
      'player_bonuses',
      'predictions',
      'programme_bet_credits',
      'programme_progress',
      'providers',
      'server_secrets',
      'sessions',
      'settings',
      'share_codes',
      'sign_in_failures',
      'sports',
      'tournament_pools',
      'tournaments',
      'user_limits',
      'users',
    ]);
  });

  it('run again as a no-op', async () => {
    await runMigrations(test.database);
    const rows = rowsOf<{ n: number }>(
      await test.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(rows[0]?.n).toBe(JOURNAL.entries.length);
  });

  it('keep money from going negative and bets from having no stake', async () => {
    const db = test.database.db;
    const users = rowsOf<{ id: string }>(
      await db.execute(sql`insert into users (email, password_hash) values ('a@b.c', 'x') returning id`),
    );
    const userId = users[0]?.id;
    await expect(
      db.execute(sql`insert into accounts (user_id, currency, balance) values (${userId}, 'EUR', -1)`),
    ).rejects.toThrow();
    await expect(db.execute(sql`insert into users (password_hash) values ('x')`)).rejects.toThrow();
  });
});
