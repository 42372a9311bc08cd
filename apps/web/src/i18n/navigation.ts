/**
 * Locale-aware navigation: use these instead of next/link and next/navigation inside the app so hrefs get the
 * locale prefix (or not) by the routing rules. `usePathname` returns the path without the locale prefix.
 * `Link` (./link.tsx) also starts the route-change progress bar when it goes to another route.
 */
export { redirect, usePathname, useRouter } from './intl-navigation';
export { Link } from './link';
