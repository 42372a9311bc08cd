/**
 * The site settings' disabledBonusNotificationTypes: a notification of such a type is neither listed, counted nor
 * announced; the other types are, and switching the type on again in the file shows it without a restart.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotificationCounters, NotificationPage } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNotification } from '../../src/notifications/write-notification.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { asPlayer, signUpPlayer } from '../helpers/players.js';

const dir = mkdtempSync(join(tmpdir(), 'site-notifications-'));
const file = join(dir, 'site.json');
let t: TestApp;
beforeAll(async () => {
  writeFileSync(file, JSON.stringify({ settings: { disabledBonusNotificationTypes: ['bonus_expiring'] } }));
  t = await startTestApp(undefined, { SITE_SETTINGS_FILE: file });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('disabled bonus notification types', () => {
  it('are left out of the list and the count until the file switches them on again', async () => {
    const player = await signUpPlayer(t);
    const before = await asPlayer<NotificationPage>(t, player, {
      method: 'GET',
      url: '/api/v2/notifications',
    });
    const known = before.body.data.length;
    await writeNotification(t.app.db, {
      userId: player.id,
      type: 'bonus_expiring',
      objectType: 'bonus',
      objectId: 'b-1',
      params: { names: { en: 'Welcome freebet' } },
    });
    await writeNotification(t.app.db, {
      userId: player.id,
      type: 'deposit_succeeded',
      objectType: 'payment',
      objectId: 'dep-1',
      params: { amount: 1000, currency: 'EUR' },
    });
    await t.app.notifications.announce();
    const list = async () =>
      (await asPlayer<NotificationPage>(t, player, { method: 'GET', url: '/api/v2/notifications' })).body;
    const count = async () =>
      (
        await asPlayer<NotificationCounters>(t, player, {
          method: 'GET',
          url: '/api/v2/notifications/counters',
        })
      ).body.unread;
    const shown = await list();
    expect(shown.data.map((n) => n.type)).not.toContain('bonus_expiring');
    expect(shown.data.map((n) => n.type)).toContain('deposit_succeeded');
    expect(shown.pagination.total).toBe(known + 1);
    expect(await count()).toBe(known + 1);

    writeFileSync(file, JSON.stringify({ settings: { disabledBonusNotificationTypes: [] } }));
    utimesSync(file, Date.now() / 1000 + 10, Date.now() / 1000 + 10);
    expect((await list()).data.map((n) => n.type)).toContain('bonus_expiring');
    expect(await count()).toBe(known + 2);
  });
});
