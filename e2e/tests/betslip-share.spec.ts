/**
 * Sharing bets: a code made from the slip opens in another browser with the same selections, and the parameter
 * leaves the address; a code that names nothing says so.
 */
import { matchPath, needMatches, PREMATCH_FOOTBALL } from '../support/api';
import { expectSlipCount, openPanel, pickFirstOdds, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('a shared bet link fills the slip of a second browser and leaves the address', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const matches = await needMatches(page.request, PREMATCH_FOOTBALL, 2);
  for (const [i, match] of matches.entries()) {
    await page.goto(matchPath(match));
    await pickFirstOdds(page, testInfo, i + 1);
  }
  const panel = await openPanel(page, testInfo);
  // The sheet can open before its rows are in (a restored slip shows them once its prices are fetched).
  await expect(panel.getByTestId('slip-selection')).toHaveCount(2);
  const picked = await panel
    .getByTestId('slip-selection')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-selection-id')));
  expect(picked).toHaveLength(2);

  await panel.getByRole('radio', { name: 'Combo' }).check();
  await panel.getByRole('button', { name: 'Share bet' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share your bet' });
  const link = await shareDialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(/[?&]betCode=[^&]+/);
  await shot(page, testInfo, 'share-dialog');

  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
  try {
    const reader = await other.newPage();
    await reader.goto(link);
    await expect(reader).not.toHaveURL(/betCode=/);
    await expectSlipCount(reader, testInfo, 2);
    const readerPanel = await openPanel(reader, testInfo);
    const rows = readerPanel.getByTestId('slip-selection');
    await expect(rows).toHaveCount(2);
    expect(
      (await rows.evaluateAll((r) => r.map((row) => row.getAttribute('data-selection-id')))).sort(),
    ).toEqual([...picked].sort());
    await expect(readerPanel.getByText('Double', { exact: true })).toBeVisible();
    await reader.screenshot({ path: `/work/shots/e2e-shared-slip-${testInfo.project.name}.png` });
    // The fixture checks the first page only: this one has no untranslated text either.
    await expect(reader.locator('#missing-translations')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a shared bet link whose code names nothing says it was not found', async ({ page }, testInfo) => {
  await page.goto('/sports/general-rules?betCode=NOSUCHCODE1');
  const dialog = page.getByRole('dialog', { name: 'Shared bet' });
  await expect(dialog.getByText('This bet link was not found or has expired.')).toBeVisible();
  await expect(page).not.toHaveURL(/betCode=/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const panel = await openPanel(page, testInfo);
  await expect(panel.getByTestId('slip-selection')).toHaveCount(0);
  await expect(panel).toContainText('Your bet slip is empty.');
});
