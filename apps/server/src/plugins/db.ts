/**
 * The `db` plugin: opens the database the config names (PGlite under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set), runs pending migrations, and decorates the app with `db` (Drizzle) and `database`
 * (driver, ping, close). A database passed in (tests share one per file) is used as is and not closed.
 */
import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase, type PoolSettings } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Options of the db plugin. */
interface DbPluginOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL's pool size and timeouts. */
  pool?: PoolSettings;
  /** An open, migrated database to use instead of opening one. */
  database?: Database;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        pool: options.pool,
      }));
    if (!options.database) {
      await runMigrations(database);
      app.addHook('onClose', () => database.close());
    }
    app.log.info({ driver: database.driver }, 'database ready');
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
