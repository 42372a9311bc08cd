import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

// ar reads right to left, ko in Hangul: both must stay as clean as English.
for (const path of [
  '/sports',
  '/sports/general-rules',
  '/sports/404',
  '/ar/sports',
  '/ar/sports/404',
  '/ko/sports',
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator('main').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(severe).toEqual([]);
  });
}

test('the skip link is the first stop of the keyboard and jumps to the main content', async ({ page }) => {
  await page.goto('/sports/general-rules');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});
