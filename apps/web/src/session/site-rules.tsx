'use client';
/**
 * The site's rules for this visitor, read from the site settings file (and the environment's overrides) when the page renders (lib/runtime-config.ts):
 * - whether sign-in and sign-up are offered (spec platform §5: hidden for blocked country codes). The country is
 *   the reverse proxy's request header; the server refuses sign-in and sign-up from there too (403
 *   country_blocked), this only spares the visitor forms that cannot work;
 * - what a deposit needs first (spec platform §4 "Deposit flow"): the missing deposit profile fields when
 *   `DEPOSIT_FIELDS_REQUIRED` is on, a verified phone when `PHONE_VERIFICATION_REQUIRED` is on. The server
 *   refuses a deposit without them too;
 * - the site settings' switches of the slip panel: the My bets tab hidden, sharing a bet off.
 */
import { createContext, type ReactNode, useContext } from 'react';

export interface SiteRules {
  signInBlocked: boolean;
  depositFieldsRequired: boolean;
  phoneVerificationRequired: boolean;
  /** The site settings' isMyBetsVisible is off: the slip panel has no My bets tab. */
  myBetsHidden: boolean;
  /** The site settings' isShareBetEnabled is off: no sharing a bet, no restoring a shared one. */
  shareBetOff: boolean;
}

/** Every rule is worded so that off (false, or unset: no provider, as in unit tests) is the unrestricted site. */
const Rules = createContext<Partial<SiteRules>>({});

export function SiteRulesProvider({ rules, children }: { rules: SiteRules; children: ReactNode }) {
  return <Rules.Provider value={rules}>{children}</Rules.Provider>;
}

/**
 * The rules: `signInBlocked` (no sign-in or sign-up forms), what a deposit needs first, the slip panel's My bets
 * tab and sharing bets. One hook for all of them: each hook more is bytes more in every page's first load.
 */
export const useSiteRules = (): Partial<SiteRules> => useContext(Rules);
