import { createServer, type Server } from 'node:http';
import { matchPath, needMatches, PREMATCH_FOOTBALL } from '../support/api';
import { EMBED_HOST_PORT, OTHER_HOST_PORT, WEB_PORT } from '../support/servers';
import { pickFirstOdds } from '../support/slip';
import { expect, test } from '../support/test';

test('pages carry a nonce-based Content-Security-Policy, and every script the server wrote its nonce', async ({
  page,
  request,
}, testInfo) => {
  const answer = await request.get('/sports');
  const policy = answer.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, scriptSrc).toBeTruthy();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'self'");
  // The e2e web server configures a tag manager (TAG_MANAGER_ID): its hosts are allowed, and only then
  // (apps/web lib/security-headers.test.ts holds the policy without one).
  expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['referrer-policy']).toBeTruthy();
  expect(answer.headers()['permissions-policy']).toBeTruthy();

  // Scripts in the HTML (inline ones included) carry this answer's nonce; JSON-LD is data, not a script.
  const html = await answer.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // A new nonce per answer.
  const again = await request.get('/sports');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);

  // The page works under its policy: a pick reaches the slip (the fixture fails a test on any violation).
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(matchPath(match));
  await pickFirstOdds(page, testInfo, 1);
});

/** A host page on 127.0.0.1:`port` (another origin than the app's localhost) that frames the rules page. */
async function hostPage(port: number): Promise<Server> {
  const server = createServer((_, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><title>host</title><iframe id="app" src="http://localhost:${WEB_PORT}/sports/general-rules"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

test.describe('framing', () => {
  test.use({ expectedCspViolations: /frame-ancestors/ });

  test('another site cannot frame the app', async ({ page }) => {
    const server = await hostPage(OTHER_HOST_PORT);
    try {
      const refused = page.waitForEvent('console', { predicate: (m) => /frame-ancestors/.test(m.text()) });
      await page.goto(`http://127.0.0.1:${OTHER_HOST_PORT}/`);
      await refused;
      await expect(page.frameLocator('#app').getByRole('heading', { level: 1 })).toHaveCount(0);
    } finally {
      server.close();
    }
  });

  test('a host page on the embedding whitelist can frame the app', async ({ page }) => {
    const server = await hostPage(EMBED_HOST_PORT);
    try {
      await page.goto(`http://127.0.0.1:${EMBED_HOST_PORT}/`);
      await expect(page.frameLocator('#app').getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      server.close();
    }
  });
});
