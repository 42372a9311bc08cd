import { expect, test } from '../support/test';

test('search asks for 3 characters, then lists matches to open with the keyboard', async ({
  page,
}, testInfo) => {
  await page.goto('/sports');
  const opener =
    testInfo.project.name === 'mobile'
      ? page.getByTestId('mobile-tab-bar').getByRole('button', { name: 'Search' })
      : page.getByTestId('header-search');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search sports, leagues and matches' });
  await expect(field).toBeFocused();

  await field.fill('fo');
  await expect(dialog.getByText('Type at least 3 characters.')).toBeVisible();

  const answer = await page.request.get('/api/v2/matches?match_status=0&type=match&limit=1');
  const [match] = (await answer.json()).data as { home: { name: string } }[];
  const query = (match?.home.name ?? 'football').slice(0, 6);
  await field.fill(query);
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sports\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
});
