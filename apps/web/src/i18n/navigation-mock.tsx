/**
 * Test code only: a stand-in for `@/i18n/navigation` (next-intl's navigation needs the Next router, absent in unit
 * tests). `vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock)`.
 */
import type { ReactNode } from 'react';

export const navigationMock = {
  Link: ({
    href,
    children,
    prefetch: _prefetch,
    ...rest
  }: {
    href: string | { pathname: string };
    children: ReactNode;
    prefetch?: boolean | null;
  }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
  usePathname: () => '/sports',
};
