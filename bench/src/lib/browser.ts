/**
 * Debian's Chromium through playwright-core (test tools may not download browsers here), with the flags e2e
 * uses, plus CDP helpers: CPU throttling and Performance metrics.
 */
import { existsSync } from 'node:fs';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
