/**
 * The `test` and `expect` every spec imports. Two automatic fixtures:
 * - a test whose pages used a text with no translation fails: the app lists such keys in a hidden element when the
 *   browser is automated (apps/web/src/i18n/missing-messages.ts);
 * - a test whose pages broke their Content-Security-Policy fails: Chromium reports each refused script, style,
 *   frame or connection on the console, so every journey also proves the app works under its policy.
 * And one option: `consent`, the cookie-consent answer the browser starts with (the app's `consent` cookie; by
 * default "necessary only", so the banner does not stand in a journey's way); null starts undecided, with the
 * banner (tests/consent.spec.ts). And `reminders`: false by default, the browser starting with both reminders
 * already shown (the deposit reminder's cookie, the sign-up reminder's session item), so they do not stand in a
 * journey's way; true starts without them (tests/reminders.spec.ts).
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{
  consent: string | null;
  consentCookie: undefined;
  reminders: boolean;
  remindersShown: undefined;
  translationsComplete: undefined;
  cspRespected: undefined;
  /** Violations a test provokes on purpose (a refused frame), left out of the check. */
  expectedCspViolations: RegExp | null;
}>({
  expectedCspViolations: [null, { option: true }],
  consent: ['v1.a0.m0', { option: true }],
  consentCookie: [
    async ({ context, consent, baseURL }, use) => {
      if (consent !== null && baseURL)
        await context.addCookies([{ name: 'consent', value: consent, url: baseURL }]);
      await use(undefined);
    },
    { auto: true },
  ],
  reminders: [false, { option: true }],
  remindersShown: [
    async ({ context, reminders, baseURL }, use) => {
      if (!reminders && baseURL) {
        await context.addCookies([{ name: 'deposit_reminder_invoked', value: '1', url: baseURL }]);
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('sign-up-reminder', '1');
          } catch {
            // a frame without storage (a sandboxed provider page): nothing to keep away there
          }
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  cspRespected: [
    async ({ page, expectedCspViolations }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text) && !expectedCspViolations?.test(text))
          violations.push(text);
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  translationsComplete: [
    async ({ page }, use) => {
      await use(undefined);
      if (page.isClosed()) return;
      const missing = await page
        .locator('#missing-translations')
        .textContent({ timeout: 1_000 })
        .catch(() => null);
      expect(missing?.split('\n') ?? [], 'texts shown without a translation').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Page } from '@playwright/test';
export { expect };
