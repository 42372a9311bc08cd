/**
 * Debian's Chromium through playwright-core (test tools may not download browsers here), with the flags e2e
 * uses, plus CDP helpers: CPU throttling and Performance metrics.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { sleep } from './net.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM)
    ? null
    : `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH or apt-get install chromium)`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Headless tabs are "visible"; keep timers and frames of a page in the background unthrottled anyway.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
    ],
  });
}

/** A CDP session on `page` with the CPU slowed `rate` times (Lighthouse's mobile setting is 4). */
export async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** CDP Performance.getMetrics as a name -> value map (TaskDuration, ScriptDuration... in seconds). */
export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** How long a new window's own UI takes to start (see {@link settledPage}). */
const WINDOW_SETTLE_MS = 3000;

/**
 * A page of `context` whose window has finished starting. A new context is a new browser window, and Chromium
 * starts that window's own UI as it opens (the omnibox popup's WebUI renderer: 1.4-4 s of CPU on a 2-core box,
 * measured with a browser-wide trace). The page waits on about:blank meanwhile, so a measurement made on it
 * measures the site, not the browser's window chrome competing for the cores. The context stays as it was: a
 * first visit is still a first visit.
 */
export async function settledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('about:blank');
  await sleep(WINDOW_SETTLE_MS);
  return page;
}
