/**
 * Leader election through a PostgreSQL session-level advisory lock: every candidate keeps one connection of its
 * own (not pooled: the lock belongs to the session) and tries `pg_try_advisory_lock(key)` every `pollMs`; the
 * one that gets it leads until its session ends. When the leader dies (kill -9 included), its socket closes and
 * PostgreSQL drops the lock at once, so another candidate takes over at its next try: within `pollMs`, plus the
 * time to notice a dead peer on a silent network (TCP keepalive on the connection). A leader that cannot
 * confirm its session (a failed `select 1`, a connection error) steps down at once, before another could lead:
 * two leaders never write together for longer than one poll. The approach is the usual one (e.g. Kubernetes-less
 * schedulers: one advisory-locked session per candidate); written by hand because it is a loop of two queries.
 */
import pg from 'pg';

/** Where the lock is taken and what to do when leadership comes and goes. */
export interface LeaderLockOptions {
  connectionString: string;
  /** The advisory lock's key; any number nothing else in the database locks. */
  key: number;
  pollMs: number;
  onAcquired(): void;
  onLost(): void;
  onError(error: unknown): void;
  /** Asked before each try while not leading; false skips the try (the leader seems alive). Default: always. */
  mayTry?: () => Promise<boolean>;
}

/** A running candidate. */
export interface LeaderLock {
  readonly leading: boolean;
  /** Settles after the first try, led or not. */
  readonly firstTry: Promise<void>;
  /** Stops trying; releases the lock (by ending the session) when held. */
  stop(): Promise<void>;
}

/** Starts a candidate: it tries at once, then every `pollMs`. */
export function startLeaderLock(options: LeaderLockOptions): LeaderLock {
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const drop = async () => {
    const old = client;
    client = null;
    if (leading) {
      leading = false;
      options.onLost();
    }
    await old?.end().catch(() => {});
  };

  const attempt = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
        // A terminated session (database restart) errors the client: step down, reconnect at the next try.
        fresh.on('error', (error) => {
          options.onError(error);
          if (client === fresh) void drop();
        });
        client = fresh;
        await fresh.connect();
      }
      if (leading) {
        await client.query('select 1');
        return;
      }
      if (options.mayTry && !(await options.mayTry())) return;
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        options.key,
      ]);
      if (rows[0]?.ok && !stopped) {
        leading = true;
        options.onAcquired();
      }
    } catch (error) {
      options.onError(error);
      await drop();
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = attempt().finally(schedule);
    }, options.pollMs);
  };
  running = attempt().finally(schedule);
  const firstTry = running;

  return {
    firstTry,
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await drop();
    },
  };
}
