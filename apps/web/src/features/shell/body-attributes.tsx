'use client';
/**
 * Keeps the body's data attributes of the spec's page shell current: page name (changes with the route),
 * and in-iframe mode (only the browser knows). The locale and the user's country (`data-user-country`, from the
 * reverse proxy's header, as for blocked countries) are rendered by the layout; scroll locking is marked by radix
 * itself (`data-scroll-locked`) while a modal is open.
 */
import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { isEmbedded } from '@/lib/embedded';
import { pageNameOf } from './page-name';

export function BodyAttributes() {
  const pathname = usePathname();

  useEffect(() => {
    document.body.dataset.page = pageNameOf(pathname);
  }, [pathname]);

  useEffect(() => {
    document.body.dataset.inIframe = String(isEmbedded());
  }, []);

  return null;
}
