/** Where the e2e servers listen (playwright.config.ts starts them; specs that need an address read it here). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
/** The same build served once more, in front of an API address where nothing listens (tests/api-down.spec.ts). */
export const DOWN_WEB_PORT = Number(process.env.E2E_DOWN_WEB_PORT ?? 3102);
export const NO_API_PORT = Number(process.env.E2E_NO_API_PORT ?? 4199);
/** The same build with the layout lock's key set, started by tests/layout-lock.spec.ts itself (support/web-server.ts). */
export const LOCKED_WEB_PORT = Number(process.env.E2E_LOCKED_WEB_PORT ?? 3103);
/** Host pages that frame the app (tests/security-headers.spec.ts): one on the embedding whitelist, one not. */
export const EMBED_HOST_PORT = Number(process.env.E2E_EMBED_HOST_PORT ?? 3199);
export const OTHER_HOST_PORT = Number(process.env.E2E_OTHER_HOST_PORT ?? 3198);
/** The demo casino (apps/host-demo) that embeds the app through the SDK (tests/embed.spec.ts), on another site. */
export const DEMO_HOST_PORT = Number(process.env.E2E_DEMO_HOST_PORT ?? 3230);

/** The sandbox payment provider (apps/sandbox-provider): the cashier frame, its test cards and webhooks. */
export const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 4538);

/** How every spec launches Debian's Chromium (playwright.config.ts; a spec may add flags to these). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
