/** When the API cannot answer, pages say something went wrong (and offer a retry): they are not "not found". */
import { DOWN_WEB_PORT } from '../support/servers';
import { expect, test } from '../support/test';

const DOWN = `http://localhost:${DOWN_WEB_PORT}`;

for (const path of ['/sports/football', '/sports/football/england']) {
  test(`${path} with the API down is the general error page with a retry, not a 404`, async ({ page }) => {
    const response = await page.goto(`${DOWN}${path}`);
    expect(response?.status()).not.toBe(404);
    const screen = page.getByTestId('error-screen-error');
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to sports home' })).toBeVisible();
    // The drawing loads on demand, and the shell stays around the page so the bettor can move on.
    await expect(screen.locator('svg > *').first()).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText("Oops, sorry. We can't find that page.")).toHaveCount(0);
  });
}
