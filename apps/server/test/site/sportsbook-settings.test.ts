/**
 * The sportsbook settings of the site settings file that the API enforces (docs/site-settings.md): multi-bet per
 * provider and the operator's provider statuses, answered by GET /settings and enforced by POST /bets.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlacedBetResponse, PlaceErrorBody, SettingsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOut } from '../../src/bets/cashout/cash-out.js';
import { createPricing } from '../../src/bets/pricing.js';
import { loadBets, presentBets } from '../../src/bets/view/present-bets.js';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, PREMATCH, request } from '../bets/payloads.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';

const dir = mkdtempSync(join(tmpdir(), 'sportsbook-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A betting app with `sportsbook` in its site settings file. */
async function appWith(sportsbook: unknown): Promise<BettingApp> {
  const path = join(dir, `site-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify({ settings: { sportsbook } }));
  return startBettingApp({ world: fixtureWorld(), env: { SITE_SETTINGS_FILE: path } });
}

const settingsOf = async (t: BettingApp) =>
  (await t.call<SettingsResponse>({ method: 'GET', url: '/api/v2/settings' })).body;

let keys = 0;
const place = <T>(p: TestPlayer, body: unknown) =>
  p.call<T>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: body as object,
    headers: { 'idempotency-key': `sportsbook-${++keys}` },
  });

const twoSingles = request([bet([PREMATCH.norwichHome], 100), bet([PREMATCH.valladolidHome], 100)]);

describe('multi-bet per provider', () => {
  let t: BettingApp;
  beforeAll(async () => {
    t = await appWith({ multi_bet_per_provider: { betradar: false, oddin: true } });
  });
  afterAll(() => t.close());

  it('answers the file in GET /settings', async () => {
    const body = await settingsOf(t);
    expect(body.multi_bet_settings.available_by_provider).toEqual({
      betradar: false,
      oddin: true,
      betconstruct: false,
    });
  });

  it('refuses several singles of a provider set false, and takes one', async () => {
    const p = await t.player({ balance: 10_000 });
    const refused = await place<PlaceErrorBody>(p, twoSingles);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: 108 });
    expect(await p.balance()).toBe(10_000);
    const one = await place(p, request([bet([PREMATCH.norwichHome], 100)]));
    expect(one.status, JSON.stringify(one.body)).toBe(200);
  });
});

describe('by default', () => {
  let t: BettingApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it("takes several betradar singles and answers today's rules", async () => {
    const body = await settingsOf(t);
    expect(body.multi_bet_settings.available_by_provider).toEqual({
      betradar: true,
      oddin: false,
      betconstruct: false,
    });
    expect(body.provider_statuses).toMatchObject({ betradar: true, oddin: true });
    const p = await t.player({ balance: 10_000 });
    const placed = await place(p, twoSingles);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});

describe('a provider switched off in the file', () => {
  let t: BettingApp;
  beforeAll(async () => {
    t = await appWith({ provider_statuses: { oddin: false } });
  });
  afterAll(() => t.close());

  it('shows it off in GET /settings, the feed on', async () => {
    const body = await settingsOf(t);
    expect(body.provider_statuses).toMatchObject({ betradar: true, oddin: false, betconstruct: false });
  });

  it("refuses its selection as not available, and takes the other provider's", async () => {
    const p = await t.player({ balance: 10_000 });
    const refused = await place<PlaceErrorBody>(p, request([bet([PREMATCH.csHome], 100)]));
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: 103 });
    expect(JSON.stringify(refused.body)).toContain(`${IDS.csMatch}/`);
    expect(await p.balance()).toBe(10_000);
    const other = await place(p, request([bet([PREMATCH.norwichHome], 100)]));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('gives its selection no stake in the slip', async () => {
    const p = await t.player();
    const res = await p.call<{ data: { max_stake: number }[] }>({
      method: 'POST',
      url: '/api/v3/bets/max-stake',
      payload: request([bet([PREMATCH.csHome], 100), bet([PREMATCH.norwichHome], 100)]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((d) => d.max_stake)).toEqual([0, 1_000_000]);
  });
});

describe("the operator's provider switch beyond placement", () => {
  let t: BettingApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it("closes a placed bet's cash-out offer and its cash-out once the provider is off", async () => {
    const p = await t.player({ balance: 10_000 });
    const placed = await place<PlacedBetResponse[]>(p, request([bet([PREMATCH.norwichHome], 1_000)]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const betId = placed.body[0]?.betId ?? '';
    const loaded = await loadBets(t.app.db, [betId]);
    const on = createPricing(() => undefined);
    const off = createPricing(() => undefined, { betradar: false });
    const [shown] = await presentBets(t.app.db, on, loaded, 'en');
    expect(shown?.to_cashout).not.toBeNull();
    const [hidden] = await presentBets(t.app.db, off, loaded, 'en');
    expect(hidden?.to_cashout).toBeNull();
    const requested = Number(shown?.to_cashout ?? 0);
    await expect(
      cashOut(t.app.db, off, { userId: p.id, betId, requested }, async () => null),
    ).rejects.toMatchObject({ body: { code: 'cashout_unavailable' } });
    expect(await p.balance()).toBe(9_000);
  });
});
