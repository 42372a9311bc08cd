/** The match page leads to its bet builder: a visible link, and #betBuilder in the URL focuses the builder. */
import { matchPath, needMatches, PREMATCH_FOOTBALL } from '../support/api';
import { shot } from '../support/slip';
import { expect, test } from '../support/test';

test('#betBuilder on arrival brings the builder into view with the focus', async ({ page }, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(`${matchPath(match)}#betBuilder`);
  const builder = page.getByTestId('bet-builder');
  await expect(builder).toBeFocused();
  await expect(builder).toBeInViewport();
  await shot(page, testInfo, 'bet-builder-focused');
});

test('the link beside the markets leads to the builder, every time it is followed', async ({
  page,
}, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(matchPath(match));
  const link = page.getByRole('link', { name: 'Build your bet' });
  await expect(link).toBeVisible();
  await shot(page, testInfo, 'bet-builder-link');
  const builder = page.getByTestId('bet-builder');
  await link.click();
  await expect(builder).toBeFocused();
  await expect(builder).toBeInViewport();
  // Back up to the link and follow it again: the hash is already in the URL.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(builder).toBeFocused();
});
