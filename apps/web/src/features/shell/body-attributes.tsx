'use client';
/**
 * Keeps the body's data attributes of the spec's page shell current: page name (changes with the route),
 * in-iframe mode (only the browser knows) and the user's country (`data-user-country`, ISO code): the one the
 * reverse proxy's header gives (rendered by the layout with the locale), else the signed-in player's; absent when
 * neither is known. Scroll locking is marked by radix itself (`data-scroll-locked`) while a modal is open.
 */
import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { isEmbedded } from '@/lib/embedded';
import { useSession } from '@/session/session';
import { pageNameOf } from './page-name';

export function BodyAttributes({ visitorCountry }: { visitorCountry: string | null }) {
  const pathname = usePathname();
  const playerCountry = useSession().player?.country?.code ?? null;
  const country = visitorCountry ?? playerCountry;

  useEffect(() => {
    document.body.dataset.page = pageNameOf(pathname);
  }, [pathname]);

  useEffect(() => {
    document.body.dataset.inIframe = String(isEmbedded());
  }, []);

  useEffect(() => {
    if (country) document.body.dataset.userCountry = country;
    else delete document.body.dataset.userCountry;
  }, [country]);

  return null;
}
