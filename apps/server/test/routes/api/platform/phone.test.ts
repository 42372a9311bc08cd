/** Phone verification: a code by SMS through the outbox, its tries, and the daily SMS limit. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { mailboxText } from '../../../helpers/mailbox.js';
import { asPlayer, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = <T = Record<string, unknown>>(
  player: TestPlayer,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => asPlayer<T>(t, player, { method, url: `/api/platform${url}`, payload });

describe('phone verification', () => {
  it('texts a code through the outbox and verifies the number with it', async () => {
    const player = await signUpPlayer(t);
    expect((await as(player, 'GET', '/player/phone')).body).toMatchObject({
      verified_status: 'unverified',
      isVerified: false,
    });
    const sent = await as(player, 'POST', '/player/phone', { phone_number: '+34612345678' });
    expect(sent).toMatchObject({
      status: 200,
      body: {
        phone_number: '+34612345678',
        phone_country: 'ES',
        verified_status: 'pending',
        sms_limit_reached: false,
      },
    });
    expect(sent.body.resend_timeout_until).toBeTruthy();
    expect(await as(player, 'POST', '/player/phone', { phone_number: '+34612345678' })).toMatchObject({
      status: 429,
      body: { code: 'resend_too_soon' },
    });
    const code = (await mailboxText(t, '+34612345678', 'phone_code')).match(/code is (\d{6})/)?.[1] ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await as(player, 'POST', '/player/phone/verify', { code: wrong })).toMatchObject({
      status: 422,
      body: { code: 'invalid_code' },
    });
    expect(await as(player, 'POST', '/player/phone/verify', { code })).toMatchObject({
      status: 200,
      body: { verified_status: 'verified', isVerified: true },
    });
    expect((await as(player, 'GET', '/player')).body).toMatchObject({ mobile_phone: '+34612345678' });
  });

  it('stops after 5 wrong codes and after 5 texts a day', async () => {
    const player = await signUpPlayer(t);
    await as(player, 'POST', '/player/phone', { phone_number: '+447700900123' });
    for (let i = 0; i < 5; i += 1) await as(player, 'POST', '/player/phone/verify', { code: '999999' });
    // Whatever the real code was, it is spent now.
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, player.id));
    expect(row?.attempts).toBe(5);
    for (let i = 0; i < 4; i += 1) {
      await t.database.db
        .update(phoneVerifications)
        .set({ lastSentAt: new Date(Date.now() - 120_000) })
        .where(eq(phoneVerifications.userId, player.id));
      expect((await as(player, 'POST', '/player/phone', { phone_number: '+447700900123' })).status).toBe(200);
    }
    await t.database.db
      .update(phoneVerifications)
      .set({ lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(phoneVerifications.userId, player.id));
    expect(await as(player, 'POST', '/player/phone', { phone_number: '+447700900123' })).toMatchObject({
      status: 429,
      body: { code: 'sms_limit_reached' },
    });
    expect((await as(player, 'GET', '/player/phone')).body).toMatchObject({ sms_limit_reached: true });
  });
});
