#!/usr/bin/env node
// Failure drills against a running deploy/local-topology.sh (the "Done when" list, measured): run the
// topology with DATABASE_URL and REDIS_URL of engines you started (the drill restarts them), then
//
//   RUN_DIR=... NGINX_PORT=... API_PORT_A=... API_PORT_B=... DATABASE_URL=... REDIS_URL=... \
//     PG_RESTART="pg_ctlcluster 15 h39 restart -m fast" REDIS_START="redis-server --port 6439 ..." node deploy/drill.mjs [phase...]
//
// Phases (all by default): failover (kill -9 the feed leader: takeover time, matches voided), bets-term and
// bets-kill (bets through nginx while one instance gets SIGTERM / kill -9: lost, doubled, ledger), live-kill (a
// live bet pending on a killed instance: decided by the other after how long), pg-restart (PostgreSQL restarted
// under load: instances alive, answers), redis-stop (Redis stopped 15 s: prices keep moving in the database,
// publications catch up, deposits' answer times). Each killed instance is started again the way the topology
// starts it. Prints one line of figures per phase and exits non-zero when a check fails.
import { execSync, spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const env = process.env;
const RUN_DIR = need('RUN_DIR');
const NGINX = `http://127.0.0.1:${need('NGINX_PORT')}`;
const INSTANCES = [
  { name: 'a', port: Number(need('API_PORT_A')) },
  { name: 'b', port: Number(need('API_PORT_B')) },
];
const DATABASE_URL = need('DATABASE_URL');
const SERVER_DIR = join(import.meta.dirname, '../apps/server');
const DEMO = { email: 'demo@sportsbook.local', password: 'demo-password-1' };
let failures = 0;

function need(name) {
  const value = env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function check(ok, what) {
  if (!ok) failures += 1;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
}

// --- instances -------------------------------------------------------------------------------------------------
const pidOf = (name) => Number(readFileSync(join(RUN_DIR, `server-${name}.pid`), 'utf8'));
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function metrics(port) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => null);
  if (!res?.ok) return null;
  const text = await res.text();
  const value = (name) =>
    Number(/^(\S+) (\S+)$/m.exec(text.split('\n').find((l) => l.startsWith(`${name} `)) ?? '')?.[2]);
  return { leader: value('feed_leader') === 1, sinceTick: value('feed_seconds_since_tick') };
}
async function leader() {
  for (const instance of INSTANCES) if ((await metrics(instance.port))?.leader) return instance;
  return null;
}
function kill(instance, signal) {
  const pid = pidOf(instance.name);
  process.kill(pid, signal);
  return pid;
}
async function waitGone(pid) {
  while (alive(pid)) await sleep(50);
}
/** Starts an instance again as local-topology.sh does, and waits until it answers. */
async function restart(instance) {
  const log = openSync(join(RUN_DIR, `server-${instance.name}.log`), 'a');
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DELAY_MS: env.SHUTDOWN_DELAY_MS ?? '2000',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  writeFileSync(join(RUN_DIR, `server-${instance.name}.pid`), String(child.pid));
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`).catch(() => null);
    if (res?.ok) return;
    await sleep(250);
  }
}

// --- a bettor through nginx ------------------------------------------------------------------------------------
async function signIn() {
  const res = await fetch(`${NGINX}/api/platform/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`sign in: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('sb_csrf='))?.slice('sb_csrf='.length) ?? '';
  const player = await (
    await fetch(`${NGINX}/api/platform/player`, { headers: { cookie: cookies.join('; ') } })
  ).json();
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf, 'content-type': 'application/json' };
  // Enough for every bet of a phase (the sandbox cashier pays at once).
  const deposit = await fetch(`${NGINX}/api/platform/payments/deposit`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `drill-funds-${Date.now()}` },
    body: JSON.stringify({ currency: 'EUR', amount: 100_000 }),
  });
  if (!deposit.ok) throw new Error(`deposit: ${deposit.status} ${await deposit.text()}`);
  return { headers, id: player.id };
}

/** Open prematch selections with their current odds, read through nginx. */
async function selections(status = 0, count = 20) {
  const list = await (await fetch(`${NGINX}/api/v2/matches?match_status=${status}&limit=${count}`)).json();
  const picks = [];
  for (const match of list.data ?? []) {
    const markets = await (await fetch(`${NGINX}/api/v2/matches/${match.id}/markets`)).json();
    const market = (markets.data ?? []).find(
      (m) => m.status === 1 && m.outcomes?.some((o) => o.active !== false),
    );
    const outcome = market?.outcomes.find((o) => o.active !== false);
    if (market && outcome)
      picks.push({
        match_id: match.id,
        market_id: market.id,
        specifier: market.specifier ?? '',
        outcome_id: outcome.id,
        odds: outcome.odds,
      });
  }
  if (picks.length === 0) throw new Error('no open selection');
  return picks;
}
const placeBody = (selection, stake) => ({
  meta: { device_id: 'drill', quick: false, type: 'single' },
  bets: [{ bonus: null, stake: { value: stake, currency: 'EUR' }, selections: [selection] }],
});

/** POSTs one bet with its key through nginx until it gets a final answer (retrying the same key on 5xx/errors). */
async function placeOnce(bettor, key, body, stats) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const res = await fetch(`${NGINX}/api/v3/bets`, {
      method: 'POST',
      headers: { ...bettor.headers, 'idempotency-key': key },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (res === null) {
      stats.networkErrors += 1;
    } else if (res.status >= 500 || res.status === 409) {
      stats.retried[res.status] = (stats.retried[res.status] ?? 0) + 1;
      await res.text();
    } else {
      const json = await res.json();
      if (res.status === 200) return { key, bets: json.map((b) => b.betId) };
      stats.refused[json.code] = (stats.refused[json.code] ?? 0) + 1;
      return { key, bets: [] };
    }
    await sleep(250);
  }
  stats.gaveUp += 1;
  return { key, bets: [] };
}

async function balance(db, userId) {
  const { rows } = await db.query(
    `select a.balance from accounts a where a.user_id = $1 and a.currency = 'EUR'`,
    [userId],
  );
  return Number(rows[0]?.balance ?? 0);
}

/** `total` bets from `workers` concurrent bettors; `during(done)` runs alongside (the failure). */
async function betLoad(db, { total, workers }, during) {
  const bettor = await signIn();
  const picks = await selections();
  const start = new Date();
  const before = await balance(db, bettor.id);
  const stats = { networkErrors: 0, retried: {}, refused: {}, gaveUp: 0 };
  const results = [];
  let next = 0;
  const run = `${Date.now()}`;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const pick = picks[i % picks.length];
      results.push(await placeOnce(bettor, `drill-${run}-${i}`, placeBody(pick, 100), stats));
    }
  };
  const started = Date.now();
  const failure = during(() => results.length);
  await Promise.all(Array.from({ length: workers }, worker));
  const seconds = (Date.now() - started) / 1000;
  await failure;
  const acknowledged = results.flatMap((r) => r.bets);
  const { rows } = await db.query(`select id, stake from bets where user_id = $1 and created_at >= $2`, [
    bettor.id,
    start,
  ]);
  const stored = new Set(rows.map((r) => r.id));
  const stakes = rows.reduce((sum, r) => sum + Number(r.stake), 0);
  const after = await balance(db, bettor.id);
  return { total, acknowledged, stored, stakes, before, after, stats, seconds };
}

function reportLoad(name, load) {
  const lost = load.acknowledged.filter((id) => !load.stored.has(id)).length;
  const unacknowledged = load.stored.size - load.acknowledged.length;
  console.log(
    `${name}: ${load.total} bets in ${load.seconds.toFixed(1)} s, ${load.acknowledged.length} placed, ` +
      `refused ${JSON.stringify(load.stats.refused)}, retried ${JSON.stringify(load.stats.retried)}, ` +
      `network errors ${load.stats.networkErrors}, gave up ${load.stats.gaveUp}`,
  );
  check(lost === 0, `acknowledged bets lost: ${lost}`);
  check(unacknowledged === 0, `bets stored without an acknowledgement, or doubled: ${unacknowledged}`);
  check(
    load.before - load.after === load.stakes,
    `balance moved by the stakes stored (${load.before - load.after} = ${load.stakes})`,
  );
}

/** 300 bets through nginx from 8 bettors; after the 100th answer `victim` gets `signal`; then it starts again. */
async function betsWhileKilled(db, victim, signal) {
  const load = await betLoad(db, { total: 300, workers: 8 }, async (done) => {
    while (done() < 100) await sleep(20);
    await waitGone(kill(victim, signal));
  });
  reportLoad(`bets with ${victim.name} sent ${signal}`, load);
  await restart(victim);
}

/** Every match's status and goals (home + away of its total score), by id. */
async function matchStates(db) {
  const { rows } = await db.query(
    `select id, status, coalesce((total_score->>'home')::int, 0) + coalesce((total_score->>'away')::int, 0) as goals
     from matches`,
  );
  return new Map(rows.map((r) => [Number(r.id), { status: r.status, goals: Number(r.goals) }]));
}

/** Matches gone or no longer covered, and matches replayed (status back, or fewer goals), from `before` to `after`. */
function compareMatches(before, after) {
  let replayed = 0;
  let voided = 0;
  for (const [id, was] of before) {
    const now = after.get(id);
    // A finished match leaves the catalogue 30 simulated minutes after its end: that is no voiding.
    if (!now) {
      if (was.status !== 3 && was.status !== 4) voided += 1;
    } else if (now.status === 5 && was.status !== 5) voided += 1;
    else if (
      (was.status === 1 && now.status === 0) ||
      (was.status === 4 && now.status < 2) ||
      now.goals < was.goals
    )
      replayed += 1;
  }
  return { voided, replayed };
}

// --- phases ----------------------------------------------------------------------------------------------------
const phases = {
  async 'same-prices'() {
    // The live list (scores, clocks, main markets' odds) changes with most ticks.
    const urls = ['/api/v2/matches?match_status=1&limit=50', '/api/v2/matches?match_status=0&limit=50'];
    let samples = 0;
    let differing = 0;
    let longest = 0;
    let changes = 0;
    const since = new Map();
    const last = new Map();
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      for (const url of urls) {
        const [a, b] = await Promise.all(
          INSTANCES.map(async (i) => (await fetch(`http://127.0.0.1:${i.port}${url}`)).text()),
        );
        samples += 1;
        if (last.has(url) && last.get(url) !== a) changes += 1;
        last.set(url, a);
        if (a === b) since.delete(url);
        else {
          differing += 1;
          if (!since.has(url)) since.set(url, Date.now());
          longest = Math.max(longest, Date.now() - since.get(url));
        }
      }
      await sleep(20);
    }
    console.log(
      `same prices: ${samples} paired reads of the live and prematch lists over 15 s (${changes} changes seen), ` +
        `${differing} differed, longest difference ${longest} ms`,
    );
    check(longest < 1000, 'both instances answer the same within a second of a change');
  },
  async failover(db) {
    const old = await leader();
    if (!old) throw new Error('no leader');
    const other = INSTANCES.find((i) => i !== old);
    const { rows: beforeRows } = await db.query(
      `select count(*)::int as n from bets where status = 'rejected' or result = 'canceled'`,
    );
    const before = await matchStates(db);
    const killedAt = Date.now();
    await waitGone(kill(old, 'SIGKILL'));
    let took = null;
    while (Date.now() - killedAt < 60_000) {
      const m = await metrics(other.port);
      if (m?.leader && m.sinceTick < 1) {
        took = Date.now() - killedAt;
        break;
      }
      await sleep(100);
    }
    await sleep(3000);
    const { rows: afterRows } = await db.query(
      `select count(*)::int as n from bets where status = 'rejected' or result = 'canceled'`,
    );
    const { voided, replayed } = compareMatches(before, await matchStates(db));
    console.log(`failover: leader ${old.name} killed (-9), ${other.name} ticking after ${took} ms`);
    check(took !== null, 'another instance took the feed over');
    check(voided === 0, `matches voided or no longer covered: ${voided} of ${before.size}`);
    check(replayed === 0, `matches replayed (status or score back): ${replayed} of ${before.size}`);
    console.log(`  info bets canceled or rejected meanwhile: ${afterRows[0].n - beforeRows[0].n}`);
    await restart(old);
  },
  'bets-term': (db) => betsWhileKilled(db, INSTANCES[0], 'SIGTERM'),
  'bets-kill': (db) => betsWhileKilled(db, INSTANCES[1], 'SIGKILL'),
  async 'live-kill'(db) {
    const victim = INSTANCES[0];
    const bettor = await signIn();
    const picks = await selections(1, 30);
    let betId = null;
    for (const pick of picks) {
      const res = await fetch(`http://127.0.0.1:${victim.port}/api/v3/bets`, {
        method: 'POST',
        headers: { ...bettor.headers, 'idempotency-key': `drill-live-${Date.now()}-${pick.match_id}` },
        body: JSON.stringify(placeBody(pick, 100)),
      });
      const json = await res.json();
      if (res.status === 200 && json[0]?.status === 'submitted') {
        betId = json[0].betId;
        break;
      }
    }
    if (!betId) throw new Error('no live bet could be placed');
    const placedAt = Date.now();
    await waitGone(kill(victim, 'SIGKILL'));
    let decidedAfter = null;
    while (Date.now() - placedAt < 60_000) {
      const { rows } = await db.query('select status from bets where id = $1', [betId]);
      if (rows[0]?.status !== 'submitted') {
        decidedAfter = Date.now() - placedAt;
        break;
      }
      await sleep(100);
    }
    console.log(
      `live bet pending on ${victim.name} (killed -9 at once): decided ${decidedAfter} ms after placing`,
    );
    check(decidedAfter !== null, 'decided by the other instance');
    await restart(victim);
  },
  async 'pg-restart'(db) {
    const pids = INSTANCES.map((i) => pidOf(i.name));
    const leaderBefore = (await leader())?.name;
    const before = await matchStates(db);
    const load = await betLoad(db, { total: 200, workers: 6 }, async (done) => {
      while (done() < 60) await sleep(20);
      execSync(need('PG_RESTART'), { stdio: 'ignore' });
    });
    reportLoad('bets with PostgreSQL restarted', load);
    check(pids.every(alive), 'no instance died');
    await sleep(5000);
    const { voided, replayed } = compareMatches(before, await matchStates(db));
    const leaderAfter = (await leader())?.name;
    console.log(`  info feed leader ${leaderBefore} before the restart, ${leaderAfter} after`);
    check(
      voided === 0 && replayed === 0,
      `matches voided ${voided}, replayed ${replayed}, of ${before.size}`,
    );
  },
  async 'redis-stop'(db) {
    const markets = async () =>
      (await db.query(`select max(updated_at) as at from markets`)).rows[0].at?.getTime() ?? 0;
    const bettor = await signIn();
    const deposit = async () => {
      const t0 = Date.now();
      const res = await fetch(`${NGINX}/api/platform/payments/deposit`, {
        method: 'POST',
        headers: { ...bettor.headers, 'idempotency-key': `drill-dep-${Date.now()}-${Math.random()}` },
        body: JSON.stringify({ currency: 'EUR', amount: 100 }),
      });
      await res.text();
      return { status: res.status, ms: Date.now() - t0 };
    };
    const normal = await deposit();
    execSync(need('REDIS_STOP'), { stdio: 'ignore' });
    const stoppedAt = Date.now();
    const m0 = await markets();
    const during = [];
    while (Date.now() - stoppedAt < 15_000) {
      during.push(await deposit());
      await sleep(1000);
    }
    const m1 = await markets();
    const ready = await (await fetch(`http://127.0.0.1:${INSTANCES[0].port}/readyz`)).json();
    execSync(need('REDIS_START'), { stdio: 'ignore' });
    const worst = Math.max(...during.map((d) => d.ms));
    console.log(
      `redis stopped 15 s: deposits ${during.map((d) => d.status).join(',')} (worst ${worst} ms, before ${normal.ms} ms), ` +
        `markets moved ${(m1 - m0) / 1000} s further, readyz ${JSON.stringify(ready)}`,
    );
    check(m1 > m0, 'prices kept moving in the database');
    check(
      during.every((d) => d.status === 200),
      'deposits answered 200',
    );
    check(ready.status === 'degraded', 'readiness said degraded, not unavailable');
    let caughtUp = null;
    const restartedAt = Date.now();
    while (Date.now() - restartedAt < 60_000) {
      const queued = await (await fetch(`http://127.0.0.1:${(await leader())?.port}/metrics`)).text();
      const n = Number(/^feed_publications_queued (\S+)$/m.exec(queued)?.[1] ?? Number.NaN);
      if (n === 0) {
        caughtUp = Date.now() - restartedAt;
        break;
      }
      await sleep(200);
    }
    console.log(`  info publications caught up ${caughtUp} ms after Redis came back`);
    check(caughtUp !== null, 'publications caught up');
  },
};

const chosen = process.argv.slice(2);
// A pool: it reconnects after the PostgreSQL restart phase.
const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
db.on('error', () => {});
for (const [name, phase] of Object.entries(phases)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  await phase(db);
}
await db.end().catch(() => {});
console.log(failures === 0 ? 'drill: every check passed' : `drill: ${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
