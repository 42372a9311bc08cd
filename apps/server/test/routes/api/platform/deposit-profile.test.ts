/**
 * The deposit profile: the missed-fields form's names (PATCH /player/profile, given once) and the cashier's rules
 * when the site requires the profile (DEPOSIT_FIELDS_REQUIRED) and a verified phone (PHONE_VERIFICATION_REQUIRED).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, users } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { asPlayer, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

let strict: TestApp;
let plain: TestApp;
beforeAll(async () => {
  strict = await startTestApp(undefined, {
    DEPOSIT_FIELDS_REQUIRED: 'true',
    PHONE_VERIFICATION_REQUIRED: 'true',
  });
  plain = await startTestApp();
});
afterAll(async () => {
  await strict.close();
  await plain.close();
});

const profile = (t: TestApp, player: TestPlayer, payload: object) =>
  asPlayer<Record<string, unknown>>(t, player, {
    method: 'PATCH',
    url: '/api/platform/player/profile',
    payload,
  });
const deposit = (t: TestApp, player: TestPlayer, amount = 1000) =>
  asPlayer<Record<string, unknown>>(t, player, {
    method: 'POST',
    url: '/api/platform/payments/deposit',
    payload: { currency: 'EUR', amount },
  });
/** The player's own ledger entries (not the house's). */
const ledgerRows = async (t: TestApp, player: TestPlayer) =>
  (
    await t.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(eq(accounts.userId, player.id))
  ).length;

describe('PATCH /player/profile', () => {
  it('sets the missing names once and lists what is still missed', async () => {
    const player = await signUpPlayer(plain);
    expect(await profile(plain, player, { first_name: '  Zoë ' })).toMatchObject({
      status: 200,
      body: { first_name: 'Zoë', last_name: null, auth_fields_missed: ['last_name', 'mobile_phone'] },
    });
    expect(await profile(plain, player, { first_name: 'Zoë', last_name: "O'Neil-Ávila" })).toMatchObject({
      status: 200,
      body: { first_name: 'Zoë', last_name: "O'Neil-Ávila", auth_fields_missed: ['mobile_phone'] },
    });
    expect(await profile(plain, player, { last_name: 'Smith' })).toMatchObject({
      status: 422,
      body: { code: 'profile_field_locked', field: 'last_name' },
    });
  });

  it('refuses empty, malformed and oversized names with 400 and changes nothing', async () => {
    const player = await signUpPlayer(plain);
    for (const payload of [
      {},
      { first_name: '' },
      { first_name: '   ' },
      { first_name: '<script>' },
      { first_name: '1234' },
      { first_name: 'a'.repeat(61) },
      { first_name: 42 },
      { nickname: 'x' },
      [],
    ]) {
      const answer = await profile(plain, player, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(['invalid_body', 'invalid_param']).toContain(answer.body.code);
    }
    const [row] = await plain.database.db.select().from(users).where(eq(users.id, player.id));
    expect(row).toMatchObject({ firstName: null, lastName: null });
  });

  it('answers 401 without a player', async () => {
    const answer = await plain.request({
      method: 'PATCH',
      url: '/api/platform/player/profile',
      payload: { first_name: 'Ann' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('the deposit rules', () => {
  it('deposits with an empty profile where the site requires nothing', async () => {
    const player = await signUpPlayer(plain);
    expect((await deposit(plain, player)).status).toBe(200);
  });

  it('refuses a deposit until the names and a verified phone are there, and moves no money meanwhile', async () => {
    const player = await signUpPlayer(strict);
    expect(await deposit(strict, player)).toMatchObject({
      status: 422,
      body: { code: 'auth_fields_missed', field: 'first_name' },
    });
    await profile(strict, player, { first_name: 'Ann', last_name: 'Lee' });
    expect(await deposit(strict, player)).toMatchObject({
      status: 422,
      body: { code: 'auth_fields_missed', field: 'mobile_phone' },
    });
    expect(await ledgerRows(strict, player)).toBe(0);
    await strict.database.db
      .update(users)
      .set({ phone: '+34600000001', phoneVerifiedAt: new Date() })
      .where(eq(users.id, player.id));
    expect((await deposit(strict, player)).status).toBe(200);
    expect(await ledgerRows(strict, player)).toBe(1);
  });

  it('asks only for a verified phone when that is all the site requires', async () => {
    const t = await startTestApp(undefined, { PHONE_VERIFICATION_REQUIRED: 'true' });
    try {
      const player = await signUpPlayer(t);
      expect(await deposit(t, player)).toMatchObject({
        status: 403,
        body: { code: 'phone_verification_required' },
      });
      await t.database.db
        .update(users)
        .set({ phone: '+34600000002', phoneVerifiedAt: new Date() })
        .where(eq(users.id, player.id));
      expect((await deposit(t, player)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
