'use client';
/**
 * Whether sign-in and sign-up are offered (spec platform §5: hidden for blocked country codes). The country is
 * the reverse proxy's request header, read when the page renders (lib/runtime-config.ts `visitorOf`); the
 * server refuses sign-in and sign-up from there too (403 country_blocked), this only spares the visitor forms
 * that cannot work.
 */
import { createContext, type ReactNode, useContext } from 'react';

const SignInBlocked = createContext(false);

export function SignInBlockedProvider({ blocked, children }: { blocked: boolean; children: ReactNode }) {
  return <SignInBlocked.Provider value={blocked}>{children}</SignInBlocked.Provider>;
}

/** True when the visitor's country is blocked: no sign-in or sign-up forms. */
export const useSignInBlocked = (): boolean => useContext(SignInBlocked);
