/** Favourites: a starred match, and only that one, is listed on the favourites page. */
import { matchPath, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { shot } from '../support/slip';
import { expect, test } from '../support/test';

test('a player stars a match and finds it alone on the favourites page', async ({ page, context }) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await page.goto(matchPath(match));
  const star = page.getByRole('button', { name: `Add ${match.name} to favourites` });
  await star.click();
  await expect(page.getByRole('button', { name: `Remove ${match.name} from favourites` })).toBeVisible();

  await page.goto('/sports/favorites');
  const matches = page.getByRole('region', { name: 'Favourite matches' });
  await expect(matches.locator('article')).toHaveCount(1);
  await expect(matches.locator('article')).toHaveAttribute('aria-label', match.name);
  await shot(page, test.info(), 'favourites');
});
