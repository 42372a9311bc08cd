/**
 * Props of the locale routes. Next can generate these types (`next typegen`), but only into .next/, which a
 * fresh checkout does not have; spelling them out keeps `tsc` working before the first build.
 */
import type { ReactNode } from 'react';

type SearchParams = Record<string, string | string[] | undefined>;

/** Props of a page under app/[locale]. */
export interface LocalePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** Props of a layout under app/[locale]. */
export interface LocaleLayoutProps {
  params: Promise<{ locale: string }>;
  children: ReactNode;
}

/** Second argument of a route handler under app/[locale]. */
export interface LocaleRouteContext {
  params: Promise<{ locale: string }>;
}
