/** next-intl's navigation for the app's routing; import from ./navigation, which adds the app's `Link`. */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link: IntlLink, redirect, usePathname, useRouter } = createNavigation(routing);
