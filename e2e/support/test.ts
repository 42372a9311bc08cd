/**
 * The `test` and `expect` every spec imports. An automatic fixture fails a test whose pages used a text with no
 * translation: the app lists such keys in a hidden element when the browser is automated
 * (apps/web/src/i18n/missing-messages.ts).
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ translationsComplete: undefined }>({
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
