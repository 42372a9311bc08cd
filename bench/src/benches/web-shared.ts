/**
 * What the web benchmarks share: the web build (checked once per run), and the "browsing" stack, the API with
 * the feed streaming at real speed plus `next start` of that build, started once and reused by web.js,
 * web.vitals, web.ticks and web.slip.
 */
import type { BenchContext } from '../lib/context.js';
import { type ApiStack, ensureWebBuild, startApi, startWeb, type WebStack } from '../lib/stacks.js';

/** Thrown when a benchmark cannot measure at all; the bench turns it into "not measured" figures. */
export class CannotMeasure extends Error {}

/** Builds the web app when needed; a failed build makes the web figures "not measured" with the reason. */
async function webBuild(ctx: BenchContext): Promise<void> {
  try {
    const build = await ensureWebBuild({ rebuild: ctx.options.rebuild, reuse: ctx.options.reuseBuild });
    if (build.state === 'stale')
      ctx.note('web build reused although sources changed since it was built (--reuse-build)');
    if (build.state === 'built') ctx.note(`web app built in ${((build.buildMs ?? 0) / 1000).toFixed(0)} s`);
  } catch (error) {
    throw new CannotMeasure(`web build failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface BrowsingStack {
  api: ApiStack;
  web: WebStack;
  stop(): Promise<void>;
}

/**
 * The API the web benchmarks browse: the feed at real speed over 1,000 matches (100 live), as e2e runs it but
 * bigger. It is bench/src/children/bench-api.ts, the server plus the /__bench routes web.ticks publishes with
 * (unused by the others). --quick's api.read loads it too, instead of starting a server of its own.
 */
export function browseApi(ctx: BenchContext): Promise<ApiStack> {
  return ctx.service('browse-api', () =>
    startApi({
      name: 'web-api',
      benchRoutes: true,
      env: { FEED_MATCH_COUNT: '1000', FEED_LIVE_COUNT: '100', FEED_SPEED: '1' },
      timeoutMs: 60 * 60_000,
    }),
  );
}

/** That API and `next start` of the web build on top, started once for web.js, web.vitals, web.ticks, web.slip. */
export function browsingStack(ctx: BenchContext): Promise<BrowsingStack> {
  return ctx.service('browse-web', async () => {
    await webBuild(ctx);
    const api = await browseApi(ctx);
    const web = await startWeb(api, 'web-next');
    return { api, web, stop: () => web.stop() };
  });
}

/** Stops the browsing stack (benchmarks that want the cores to themselves). */
export async function stopBrowsing(ctx: BenchContext): Promise<void> {
  await ctx.stopService('browse-web');
  await ctx.stopService('browse-api');
}

/** Path of a match page: the first live match (so its page streams), else the first prematch one. */
/** The page of the league of the first live (or else upcoming) football match: a list page with rows of odds. */
export async function leaguePath(api: ApiStack): Promise<string> {
  for (const status of [1, 0]) {
    const res = await fetch(
      `${api.url}/api/v2/matches?type=match&sport_key=football&match_status=${status}&limit=1`,
      { headers: { 'accept-language': 'en' } },
    );
    const body = (await res.json()) as { data?: { tournament: { slug: string } }[] };
    const match = body.data?.[0];
    if (match) return `/sports/football/${encodeURIComponent(match.tournament.slug)}`;
  }
  throw new CannotMeasure('the API lists no football match');
}

export async function matchPath(api: ApiStack): Promise<string> {
  for (const status of [1, 0]) {
    const res = await fetch(`${api.url}/api/v2/matches?type=match&match_status=${status}&limit=1`, {
      headers: { 'accept-language': 'en' },
    });
    const body = (await res.json()) as { data?: { slug: string; sport: { key: string } }[] };
    const match = body.data?.[0];
    if (match) return `/sports/${encodeURIComponent(match.sport.key)}/${encodeURIComponent(match.slug)}`;
  }
  throw new CannotMeasure('the API lists no match');
}
