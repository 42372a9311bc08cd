'use client';
/**
 * The site's rules for this visitor, read from the environment when the page renders (lib/runtime-config.ts):
 * - whether sign-in and sign-up are offered (spec platform §5: hidden for blocked country codes). The country is
 *   the reverse proxy's request header; the server refuses sign-in and sign-up from there too (403
 *   country_blocked), this only spares the visitor forms that cannot work;
 * - what a deposit needs first (spec platform §4 "Deposit flow"): the missing deposit profile fields when
 *   `DEPOSIT_FIELDS_REQUIRED` is on, a verified phone when `PHONE_VERIFICATION_REQUIRED` is on. The server
 *   refuses a deposit without them too.
 */
import { createContext, type ReactNode, useContext } from 'react';

export interface SiteRules {
  signInBlocked: boolean;
  depositFieldsRequired: boolean;
  phoneVerificationRequired: boolean;
}

const NONE: SiteRules = {
  signInBlocked: false,
  depositFieldsRequired: false,
  phoneVerificationRequired: false,
};
const Rules = createContext<SiteRules>(NONE);

export function SiteRulesProvider({ rules, children }: { rules: SiteRules; children: ReactNode }) {
  return <Rules.Provider value={rules}>{children}</Rules.Provider>;
}

/** True when the visitor's country is blocked: no sign-in or sign-up forms. */
export const useSignInBlocked = (): boolean => useContext(Rules).signInBlocked;

/** What a deposit needs first: the missing profile fields, a verified phone. */
export const useDepositRules = (): Pick<SiteRules, 'depositFieldsRequired' | 'phoneVerificationRequired'> =>
  useContext(Rules);
