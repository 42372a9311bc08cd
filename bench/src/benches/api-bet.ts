/**
 * api.bet: POST /api/v3/bets, one prematch single per request with a real wallet debit, on PostgreSQL with fsync
 * on; 64 players signed up through the API (each from its own loopback address, so the per-IP sign-up limit
 * sees 64 clients), each with their own session cookie, CSRF header and an Idempotency-Key per request, each
 * placing bets back to back (closed loop: 64 requests in flight). Reference: pgbench's built-in simple-update
 * script, 64 clients, against the same PostgreSQL in its own database.
 * Bars: >= 2,000 bets/s, >= 0.5x pgbench TPS, p99 <= 50 ms. A full run loads the same way, with the same checks,
 * two instances behind nginx (deploy/local-topology.sh, its own Redis; nginx, Redis and envsubst needed), in rows
 * of their own beside the one instance's.
 *
 * Honesty check: after the run every player's balance must have dropped by exactly their accepted stakes.
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import type { Bench, BenchContext } from '../lib/context.js';
import { cpuDuring, describeCpu } from '../lib/cpu.js';
import { cookiesOf, type HttpAnswer, http } from '../lib/http.js';
import { type Postgres, sharedPostgres } from '../lib/postgres.js';
import { both, type Figure, judge, notMeasured, ratioOf } from '../lib/report.js';
import { startApi, startTopology } from '../lib/stacks.js';
import { percentile } from '../lib/stats.js';
import { stopBrowsing } from './web-shared.js';

const PLAYERS = 64;
const STAKE = 100; // 1.00 EUR in minor units
const DEPOSIT = 10_000_000; // 100,000.00 EUR: enough for any run

interface Player {
  address: string;
  agent: Agent;
  headers: Record<string, string>;
  balance: number;
  accepted: number;
}

interface Selection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

const BARS = {
  rate: '>= 2,000 bets/s',
  ratio: '>= 0.5x pgbench TPS',
  p99: '<= 50 ms',
};

function expect(answer: HttpAnswer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
}

async function signUp(api: string, index: number): Promise<Player> {
  // 127.0.1.x: loopback like 127.0.0.1 (Linux routes all of 127/8 to lo), but a distinct client address.
  const address = `127.0.1.${index + 1}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const email = `bench-${Date.now()}-${index}@example.com`;
  const answer = await http(`${api}/api/platform/users/sign_up`, {
    method: 'POST',
    body: { email, password: 'bench-password-123', currency: 'EUR' },
    localAddress: address,
    agent,
  });
  expect(answer, 201, 'sign-up');
  const { sb_session: session, sb_csrf: csrf } = cookiesOf(answer);
  if (!session || !csrf) throw new Error('sign-up started no session');
  const headers = { cookie: `sb_session=${session}; sb_csrf=${csrf}`, 'x-csrf-token': csrf };
  const deposit = await http(`${api}/api/platform/payments/deposit`, {
    method: 'POST',
    body: { currency: 'EUR', amount: DEPOSIT },
    headers: { ...headers, 'idempotency-key': randomUUID() },
    localAddress: address,
    agent,
  });
  expect(deposit, 200, 'deposit');
  // Prematch prices can still move with the feed; the bettor takes any move, so a bet is never refused for it.
  const settings = await http(`${api}/api/v2/settings`, {
    method: 'POST',
    body: { auto_accept_odds_change: 'any' },
    headers,
    localAddress: address,
    agent,
  });
  expect(settings, 200, 'settings');
  const player: Player = { address, agent, headers, balance: 0, accepted: 0 };
  player.balance = await balanceOf(api, player);
  return player;
}

async function balanceOf(api: string, player: Player): Promise<number> {
  const answer = await http(`${api}/api/platform/player/accounts`, {
    headers: player.headers,
    localAddress: player.address,
    agent: player.agent,
  });
  expect(answer, 200, 'accounts');
  const accounts = JSON.parse(answer.body) as { data: { currency: string; balance: number }[] };
  return accounts.data.find((a) => a.currency === 'EUR')?.balance ?? 0;
}

async function prematchSelections(api: string): Promise<Selection[]> {
  const answer = await http(`${api}/api/v2/matches?type=match&match_status=0&limit=100`, {
    headers: { 'accept-language': 'en' },
  });
  expect(answer, 200, 'GET /matches');
  type Row = {
    id: number;
    main_market: {
      id: number;
      specifier: string;
      status: number;
      outcomes: { id: string; active: boolean; odds: number }[];
    } | null;
  };
  const rows = (JSON.parse(answer.body) as { data: Row[] }).data;
  const out: Selection[] = [];
  for (const match of rows) {
    const market = match.main_market;
    if (market?.status !== 1) continue;
    for (const o of market.outcomes)
      if (o.active)
        out.push({
          match_id: match.id,
          market_id: market.id,
          specifier: market.specifier,
          outcome_id: o.id,
          odds: o.odds,
        });
  }
  return out;
}

interface LoadOutcome {
  latencies: number[];
  accepted: number;
  refused: Map<string, number>;
  seconds: number;
}

async function placeLoop(
  api: string,
  players: Player[],
  selections: Selection[],
  ms: number,
): Promise<LoadOutcome> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let accepted = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  let n = 0;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < until) {
        const selection = selections[n++ % selections.length] as Selection;
        const answer = await http(`${api}/api/v3/bets`, {
          method: 'POST',
          headers: { ...player.headers, 'idempotency-key': randomUUID() },
          body: {
            meta: { device_id: 'bench', quick: false, type: 'single' },
            bets: [{ bonus: null, stake: { value: STAKE, currency: 'EUR' }, selections: [selection] }],
          },
          localAddress: player.address,
          agent: player.agent,
        });
        latencies.push(answer.ms);
        if (answer.status === 200) {
          accepted++;
          player.accepted++;
        } else {
          let code = '';
          try {
            code = String((JSON.parse(answer.body) as { code?: unknown }).code ?? '');
          } catch {
            // not JSON
          }
          const key = `${answer.status} ${code}`.trim();
          refused.set(key, (refused.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  return { latencies, accepted, refused, seconds: (performance.now() - started) / 1000 };
}

function parsePgbench(out: string): { tps: number | null; latency: number | null } {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
  return { tps: tps ? Number(tps) : null, latency: latency ? Number(latency) : null };
}

async function run(ctx: BenchContext): Promise<Figure[]> {
  await stopBrowsing(ctx);
  const pg = await sharedPostgres(ctx);
  if ('missing' in pg) {
    return [
      notMeasured('bets/s', pg.missing, BARS.rate, 'bets/s'),
      notMeasured('p99', pg.missing, BARS.p99, 'ms'),
    ];
  }
  return measure(ctx, pg);
}

/** What one load of bets on one API (one instance, or the topology's nginx) came to. */
interface BetLoad {
  outcome: LoadOutcome;
  debitedOk: boolean;
  debitNote: string;
  selections: number;
}

/** Signs the players up on `url`, warms up, then places bets for `seconds` and checks every balance. */
async function betLoad(ctx: BenchContext, label: string, url: string, seconds: number): Promise<BetLoad> {
  const selections = await prematchSelections(url);
  if (selections.length === 0) throw new Error('no open prematch selection to bet on');
  const players: Player[] = [];
  // A few at a time: sign-up hashes the password (argon2id), which is CPU the load should not compete with.
  for (let i = 0; i < PLAYERS; i += 4)
    players.push(
      ...(await Promise.all([0, 1, 2, 3].filter((k) => i + k < PLAYERS).map((k) => signUp(url, i + k)))),
    );
  await placeLoop(url, players, selections, 2000); // warm-up
  for (const p of players) {
    p.balance = await balanceOf(url, p);
    p.accepted = 0;
  }
  const { value: outcome, cpu } = await cpuDuring(() => placeLoop(url, players, selections, seconds * 1000));
  ctx.note(`${label}: ${describeCpu(cpu, outcome.accepted).replace('req/s', 'bets/s')}`);
  let wrong = 0;
  for (const p of players) {
    const after = await balanceOf(url, p);
    if (p.balance - after !== p.accepted * STAKE) wrong++;
  }
  const debitedOk = wrong === 0;
  const debitNote = debitedOk
    ? `every player's balance dropped by exactly their accepted stakes (${outcome.accepted} bets x 1.00 EUR)`
    : `${wrong} of ${PLAYERS} players' balances do not match their accepted stakes`;
  return { outcome, debitedOk, debitNote, selections: selections.length };
}

/** The bets/s, p99 and p50 rows of one load; `label` names where it ran ("" for the one instance). */
function betFigures(load: BetLoad, label: string, reference: { tps: number | null }): Figure[] {
  const { outcome } = load;
  const rate = outcome.accepted / outcome.seconds;
  const p99 = percentile(outcome.latencies, 99);
  const refusedText = [...outcome.refused].map(([k, v]) => `${v} x ${k}`).join(', ');
  const ratio = ratioOf(rate, reference.tps);
  const where = label ? ` (${label})` : '';
  return [
    {
      name: `bets/s (accepted singles)${where}`,
      value: rate,
      unit: 'bets/s',
      reference: { label: 'pgbench simple-update', value: reference.tps, unit: 'tps' },
      ratio,
      bar: `${BARS.rate}, ${BARS.ratio}`,
      status: load.debitedOk ? both(judge(rate, '>=', 2000), judge(ratio, '>=', 0.5)) : 'fail',
      note: `${load.debitNote}${refusedText ? `; refused: ${refusedText}` : ''}`,
    },
    { name: `POST /bets p99${where}`, value: p99, unit: 'ms', bar: BARS.p99, status: judge(p99, '<=', 50) },
    { name: `POST /bets p50${where}`, value: percentile(outcome.latencies, 50), unit: 'ms', status: 'info' },
  ];
}

async function measure(ctx: BenchContext, pg: Postgres): Promise<Figure[]> {
  const seconds = ctx.quick ? 5 : 20;
  await pg.createDatabase('sb_bench_api');
  await pg.createDatabase('sb_bench_pgbench');
  // A smaller world than the default: bets touch a few hundred selections, and the world's load is start-up.
  const world = { FEED_MATCH_COUNT: ctx.quick ? '300' : '1000', FEED_LIVE_COUNT: '60' };
  const api = await startApi({
    name: 'api-bet-server',
    env: { DATABASE_URL: pg.url('sb_bench_api'), ...world },
    timeoutMs: 15 * 60_000,
  });
  let single: BetLoad;
  try {
    single = await betLoad(ctx, 'one instance', api.url, seconds);
    ctx.note(
      `${PLAYERS} players (signed up through the API), ${single.selections} prematch selections in turn, stake 1.00 EUR, ` +
        `2 s warm-up then ${seconds} s closed loop; ${pg.kind === 'throwaway' ? 'throwaway cluster' : 'DATABASE_URL'} ${pg.version}, fsync on`,
    );
  } finally {
    await api.stop();
  }
  // The same load through nginx on two instances (deploy/local-topology.sh): not in --quick.
  let topology: BetLoad | { missing: string } = { missing: 'not in --quick (the topology start)' };
  if (!ctx.quick) {
    await pg.createDatabase('sb_bench_api_topology');
    const stack = await startTopology({
      name: 'api-bet-topology',
      databaseUrl: pg.url('sb_bench_api_topology'),
      env: world,
      timeoutMs: 15 * 60_000,
    });
    if ('missing' in stack) topology = stack;
    else {
      try {
        topology = await betLoad(ctx, 'two instances behind nginx', stack.url, seconds);
        ctx.note(
          'two instances behind nginx: the same players, load and checks, each player from its own address ' +
            '(nginx forwards it in X-Forwarded-For; the instances trust 127.0.0.1)',
        );
      } finally {
        await stack.stop();
      }
    }
  }
  const scale = ctx.quick ? '2' : '10';
  await pg.pgbench(['-i', '-q', '-s', scale], 'pgbench-init');
  const pgOut = await pg.pgbench(
    ['-b', 'simple-update', '-c', '64', '-j', '2', '-T', String(seconds)],
    'pgbench',
  );
  const ref = parsePgbench(pgOut);
  ctx.note(
    `pgbench -b simple-update -c 64 -j 2 -T ${seconds}, scale ${scale}: latency average ${ref.latency ?? '?'} ms`,
  );
  return [
    ...betFigures(single, '', ref),
    ...('missing' in topology
      ? [
          notMeasured('bets/s (two instances behind nginx)', topology.missing, BARS.rate, 'bets/s'),
          notMeasured('POST /bets p99 (two instances behind nginx)', topology.missing, BARS.p99, 'ms'),
        ]
      : betFigures(topology, 'two instances behind nginx', ref)),
  ];
}

export const apiBet: Bench = {
  id: 'api.bet',
  title: 'POST /bets singles with wallet debits on PostgreSQL, 64 players, vs pgbench simple-update',
  run,
};
