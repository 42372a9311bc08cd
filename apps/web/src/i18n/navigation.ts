/**
 * Locale-aware navigation: use these instead of next/link and next/navigation inside the app so hrefs get the
 * locale prefix (or not) by the routing rules. `usePathname` returns the path without the locale prefix.
 */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter } = createNavigation(routing);
