/**
 * The platform the sportsbook runs on (spec platform §2 "Page shell": mobile-app mode). An operator's native
 * app opens the sportsbook in a web view through the init entry with `platform=mobile_app`; the choice is kept
 * for the web view's session in a cookie, and `platform=web` ends it. In the mobile app the native app draws
 * its own chrome, so the shell leaves out its header, sports sidebar, footer and tab bar (a floating button
 * opens the slip), and the host-page listeners (page change, iframe integration) are not loaded.
 */

/** Session cookie holding the platform chosen through the init entry. */
export const PLATFORM_COOKIE = 'sb_platform';

export type Platform = 'web' | 'mobile_app';

/** The platform a `platform` query value names; null for anything else. */
export function platformOf(value: string | null | undefined): Platform | null {
  return value === 'mobile_app' || value === 'web' ? value : null;
}

/** True when the cookie's value says the page is shown in the operator's mobile app. */
export const isMobileApp = (cookie: string | undefined): boolean => platformOf(cookie) === 'mobile_app';
