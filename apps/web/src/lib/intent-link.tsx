'use client';
/**
 * A link of a long list (a match of a list of matches): its page is prefetched when the bettor shows intent (the
 * pointer comes over it, a finger touches it, the keyboard focuses it), not when it scrolls into view. Next's
 * viewport prefetching asks the web server for two RSC payloads per link coming into view: on a desktop sport
 * page, 18 more requests on the first view and 38 with each scroll down, on the bettor's data plan, on the
 * operator's server and on the page's main thread while prices tick. The few navigation links (sports, leagues)
 * keep it.
 */
import type { ComponentProps, FocusEvent, PointerEvent } from 'react';
import { Link, useRouter } from '@/i18n/navigation';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

export function IntentLink({ href, onPointerEnter, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter();
  // The router keeps what it fetched: a second hover asks for nothing while the first answer is fresh.
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
