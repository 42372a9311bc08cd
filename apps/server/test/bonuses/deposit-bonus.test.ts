/**
 * Bonuses a deposit earns (the demo set's `first-deposit-freebet`: 20 EUR freebet with a first deposit of 100 EUR
 * or more): issued in the deposit's transaction, once, only for a qualifying first deposit; and the campaign's
 * status before and after.
 */
import type { Bonus } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCampaigns } from '../../src/bonuses/campaign-config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { asPlayer, signUpPlayer, type TestPlayer } from '../helpers/players.js';

let t: TestApp;
/** Channels and event types published. */
const published: { channel: string; type: string; campaign?: string }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const hub = t.app.realtime;
  const publish = hub.publish.bind(hub);
  hub.publish = async (channel: string, data: unknown) => {
    const event = data as { type: string; data?: { campaign_id?: string } };
    published.push({ channel, type: event.type, campaign: event.data?.campaign_id });
    await publish(channel, data);
  };
});
afterAll(() => t.close());

const CAMPAIGN = 'first-deposit-freebet';

const deposit = (player: TestPlayer, amount: number, currency = 'EUR') =>
  asPlayer<{ status: string; code?: string }>(t, player, {
    method: 'POST',
    url: '/api/platform/payments/deposit',
    payload: { currency, amount },
  });

const depositBonus = async (player: TestPlayer | null) => {
  const answer = await (player
    ? asPlayer<{ data: Bonus[] }>(t, player, { method: 'GET', url: '/api/v2/bonuses' })
    : t.request<{ data: Bonus[] }>({ method: 'GET', url: '/api/v2/bonuses' }));
  return answer.body.data.filter((b) => b.campaign_id === CAMPAIGN);
};

describe('a deposit campaign', () => {
  it('is available to a visitor and to a player who has not deposited yet', async () => {
    expect(await depositBonus(null)).toMatchObject([
      { status: 'available', issued: null, trigger: 'deposit' },
    ]);
    const player = await signUpPlayer(t);
    expect(await depositBonus(player)).toMatchObject([{ status: 'available', issued: null }]);
  });

  it('issues its freebet with a first deposit of the minimum, once, and announces it', async () => {
    const player = await signUpPlayer(t);
    expect((await deposit(player, 10_000)).status).toBe(200);
    const held = await depositBonus(player);
    expect(held).toMatchObject([
      { type: 'freebet', status: 'active', issued: { amount: 2_000, currency: 'EUR', times_used: 0 } },
    ]);
    expect(published).toContainEqual({
      channel: `$user:${player.id}`,
      type: 'bonus_issued',
      campaign: CAMPAIGN,
    });
    expect((await deposit(player, 50_000)).status).toBe(200);
    expect(await depositBonus(player)).toHaveLength(1);
  });

  it('gives nothing for a first deposit under the minimum, and nothing later: it was not the first', async () => {
    const player = await signUpPlayer(t);
    await deposit(player, 9_999);
    expect(await depositBonus(player)).toMatchObject([{ status: 'not_available', issued: null }]);
    await deposit(player, 10_000);
    expect(await depositBonus(player)).toMatchObject([{ status: 'not_available', issued: null }]);
  });

  it('issues one bonus when two first deposits race', async () => {
    const player = await signUpPlayer(t);
    const answers = await Promise.all([deposit(player, 10_000), deposit(player, 10_000)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // The account lock orders them: the first sees one deposit and issues, the second sees two.
    expect((await depositBonus(player)).filter((b) => b.issued !== null)).toHaveLength(1);
  });
});

describe('the deposit rule in the configuration', () => {
  const base = {
    id: 'deposit-x',
    type: 'freebet',
    name: { en: 'x' },
    description: { en: 'x' },
    terms: { en: 'x' },
    amounts: { EUR: 100 },
  };
  it('is required for a deposit campaign and refused on any other', () => {
    const problems = (campaign: object) => {
      try {
        parseCampaigns({ campaigns: [campaign] });
        return [];
      } catch (error) {
        return String((error as Error).message);
      }
    };
    expect(problems({ ...base, trigger: 'deposit' })).toContain('a deposit campaign needs its deposit rule');
    expect(problems({ ...base, trigger: 'sign_up', deposit: { min_amounts: { EUR: 1 } } })).toContain(
      'only deposit campaigns have a deposit rule',
    );
    expect(problems({ ...base, trigger: 'deposit', deposit: { min_amounts: { EUR: 1 } } })).toEqual([]);
    expect(problems({ ...base, trigger: 'deposit', deposit: { min_amounts: { EUR: 0 } } })).not.toEqual([]);
  });
});
