'use client';
/**
 * Opens the auth form a URL asks for (see url-modal.ts) when a page loads or the URL changes, then removes
 * what it read from the URL. The /users/... pages show their form inline and read their tokens themselves, so
 * the opener leaves their URLs alone.
 */
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { openAuthForm } from '@/session/auth-dialog-store';
import { isAuthPagePath } from './auth-paths';
import { readUrlModal } from './url-modal';

/** Reads the current URL; opens the form and cleans the URL when it asks for one. */
export function openAuthFormFromUrl(search: string = window.location.search): void {
  const { pathname, hash } = window.location;
  if (isAuthPagePath(pathname)) return;
  const request = readUrlModal({ search, hash });
  if (!request) return;
  openAuthForm(request.form, { token: request.token ?? undefined });
  // The App Router syncs with history.replaceState: no navigation, no server round trip, the rest stays.
  window.history.replaceState(window.history.state, '', `${pathname}${request.search}${request.hash}`);
}

export function useUrlAuthModal(): void {
  // Changes whenever the query does, so a client navigation to `?modal=sign-in` opens the form too.
  const searchParams = useSearchParams();
  useEffect(() => {
    openAuthFormFromUrl(`?${searchParams.toString()}`);
  }, [searchParams]);

  useEffect(() => {
    const onHashChange = () => openAuthFormFromUrl();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
