/**
 * The API server as apps/server/src/server.ts starts it (same config from the environment, same buildApp), plus
 * two routes for web.ticks that push odds changes through the server's own publisher (`app.realtime.publish`,
 * what the feed uses), on the channel the page listens to, in the contract's `markets_changed` shape:
 *
 * - POST /__bench/ticks {channel, markets, changesPerSecond, durationMs, tickMs, seed}: starts changing the
 *   given markets' outcomes at that rate (each tick picks outcomes at random, gives each a new price, bumps the
 *   market's version and publishes one markets_changed per match); answers at once.
 * - GET /__bench/ticks: whether the run is over, and its log: [epoch ms of publication, outcome index, odds].
 * - POST /__bench/set {channel, markets}: publishes the given markets as they are (one event per match).
 *
 * Only this bench child has these routes; the server itself has no such door.
 */
interface BenchOutcome {
  id: string;
  active: boolean;
  odds: number;
}
interface BenchMarket {
  matchId: number;
  marketId: number;
  specifier: string;
  status: number;
  version: number;
  outcomes: BenchOutcome[];
}
interface TicksBody {
  channel: string;
  markets: BenchMarket[];
  changesPerSecond: number;
  durationMs: number;
  tickMs: number;
  seed: number;
}

interface MinimalApp {
  post(path: string, handler: (request: { body: unknown }) => Promise<unknown>): void;
  get(path: string, handler: () => Promise<unknown>): void;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
  realtime: { publish(channel: string, data: unknown): Promise<void> };
}

const src = new URL('../../../apps/server/src/', import.meta.url);
const { buildApp } = (await import(new URL('app.ts', src).href)) as {
  buildApp(config: unknown): Promise<MinimalApp>;
};
const { loadConfig } = (await import(new URL('config.ts', src).href)) as {
  loadConfig(): { port: number; host: string };
};

const now = () => performance.timeOrigin + performance.now();

/** mulberry32: a seeded generator, so two runs (the app and the vanilla page) get the same changes. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function eventOf(matchId: number, markets: BenchMarket[]) {
  return {
    type: 'markets_changed',
    data: {
      match_id: matchId,
      markets: markets.map((m) => ({
        id: m.marketId,
        specifier: m.specifier,
        status: m.status,
        version: m.version,
        outcomes: m.outcomes.map((o) => ({ id: o.id, active: o.active, odds: o.odds })),
      })),
    },
  };
}

async function publishMarkets(app: MinimalApp, channel: string, markets: BenchMarket[]): Promise<number> {
  const byMatch = new Map<number, BenchMarket[]>();
  for (const m of markets) byMatch.set(m.matchId, [...(byMatch.get(m.matchId) ?? []), m]);
  for (const [matchId, list] of byMatch) await app.realtime.publish(channel, eventOf(matchId, list));
  return byMatch.size;
}

const config = loadConfig();
const app = await buildApp(config);

let run: { done: boolean; log: number[][]; publications: number; lateTicks: number } | null = null;

app.post('/__bench/set', async (request) => {
  const body = request.body as { channel: string; markets: BenchMarket[] };
  return { publications: await publishMarkets(app, body.channel, body.markets) };
});

app.post('/__bench/ticks', async (request) => {
  const body = request.body as TicksBody;
  const next = random(body.seed);
  const outcomes = body.markets.flatMap((market) => market.outcomes.map((outcome) => ({ market, outcome })));
  const perTick = Math.round((body.changesPerSecond * body.tickMs) / 1000);
  const state = { done: false, log: [] as number[][], publications: 0, lateTicks: 0 };
  run = state;
  const started = now();
  let tick = 0;
  const step = async () => {
    const changed = new Set<BenchMarket>();
    const picked = new Set<number>();
    while (picked.size < Math.min(perTick, outcomes.length)) picked.add(Math.floor(next() * outcomes.length));
    const t = now();
    for (const index of picked) {
      const entry = outcomes[index];
      if (!entry) continue;
      let odds = entry.outcome.odds;
      // A new price on the 2-decimal ladder between 1.10 and 9.99, never the one shown now.
      while (odds === entry.outcome.odds) odds = Math.round(110 + next() * 889) / 100;
      entry.outcome.odds = odds;
      entry.outcome.active = true;
      if (!changed.has(entry.market)) {
        entry.market.version += 1;
        entry.market.status = 1;
        changed.add(entry.market);
      }
      state.log.push([t, index, odds]);
    }
    state.publications += await publishMarkets(app, body.channel, [...changed]);
  };
  const loop = async () => {
    for (;;) {
      const due = started + tick * body.tickMs;
      if (due - started >= body.durationMs) break;
      const wait = due - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else if (wait < -body.tickMs) state.lateTicks++;
      await step();
      tick++;
    }
    state.done = true;
  };
  void loop();
  return { started: true, perTick, outcomes: outcomes.length };
});

app.get('/__bench/ticks', async () => run ?? { done: false, log: [], publications: 0, lateTicks: 0 });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
process.on('disconnect', () => process.exit(0));
await app.listen({ port: config.port, host: config.host });
console.log(`bench API: http://${config.host}:${config.port}`);
