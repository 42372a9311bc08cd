/**
 * The document of every localised page: <html lang> and its writing direction (right to left for ar and he while
 * the right-to-left setting is on), the site settings' theme (`data-theme`, tokens.css) and style overrides (CSS
 * custom properties), the body's data attributes, translations and client providers. An unknown locale segment,
 * or a language the site settings do not offer, is a 404.
 */
import { styleDeclarations, type Theme } from '@sportsbook/contract/site';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsentFirstView } from '@/features/consent';
import { LazyEmbedBridge } from '@/features/embed';
import { AppProviders } from '@/features/shell';
import { IntlClientProvider } from '@/i18n/intl-client-provider';
import { directionOf, languageTagOf } from '@/i18n/locales';
import { clientMessages } from '@/i18n/messages';
import { localeInUrl, routing } from '@/i18n/routing';
import { TIME_ZONE_COOKIE, validTimeZone } from '@/i18n/time-zone';
import { IntlWarmup } from '@/lib/intl-warmup';
import { LAYOUT_LOCKED_CLASS, layoutLockKey } from '@/lib/layout-lock';
import { OrganizationJsonLd } from '@/lib/organization-json-ld';
import { isMobileApp, PLATFORM_COOKIE } from '@/lib/platform';
import type { LocaleLayoutProps } from '@/lib/route-props';
import { readEmbedConfig, readPublicConfig, rightToLeftEnabled } from '@/lib/runtime-config';
import { NONCE_HEADER } from '@/lib/security-headers';
import { readSite } from '@/lib/site-file';
import { CONSENT_COOKIE, parseConsent } from '@/lib/tracking/consent';
import { poppinsLatin } from '../poppins';

/** The browser's colours of each built-in theme (tokens.css: --color-bg). */
const THEME_VIEWPORT = {
  dark: { themeColor: '#0d1117', colorScheme: 'dark' },
  light: { themeColor: '#f5f7fa', colorScheme: 'light' },
} as const satisfies Record<Theme, Viewport>;

export function generateViewport(): Viewport {
  return THEME_VIEWPORT[readSite().theme];
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'seo' });
  const config = readPublicConfig();
  return {
    metadataBase: new URL(config.siteUrl),
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    // Every page has keywords: the site's, unless the page names its own.
    keywords: t('keywords')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    applicationName: t('siteName'),
    robots: config.noindex ? { index: false, follow: false } : undefined,
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, messages, timeZone, cookieStore, requestHeaders] = await Promise.all([
    getTranslations({ locale, namespace: 'seo' }),
    getMessages(),
    getTimeZone(),
    cookies(),
    headers(),
  ]);
  // The proxy's nonce for this request: our inline script runs under the page's Content-Security-Policy.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  const config = readPublicConfig(requestHeaders);
  const bettorTimeZone = validTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value);
  const mobileApp = isMobileApp(cookieStore.get(PLATFORM_COOKIE)?.value);
  const consent = parseConsent(cookieStore.get(CONSENT_COOKIE)?.value);
  // The site settings file (lib/site-file.ts): a language the operator does not offer is not found; the theme and
  // the style overrides apply to this render, so an edit shows on the next page without a rebuild.
  const site = readSite();
  if (!site.settings.locales.includes(locale)) notFound();
  const overrides = styleDeclarations(site.styles);

  return (
    <html
      lang={languageTagOf(locale)}
      dir={directionOf(locale, rightToLeftEnabled())}
      className={layoutLockKey() ? `${poppinsLatin.variable} ${LAYOUT_LOCKED_CLASS}` : poppinsLatin.variable}
      data-theme={site.theme}
      data-locale-in-url={localeInUrl()}
    >
      {/* Checked token values only (the contract's styleDeclarations), so nothing else can reach the style. React
          hoists it into the head; the selector outweighs tokens.css's, wherever the two end up. */}
      {overrides ? (
        <style
          href="site-style-overrides"
          precedence="high"
        >{`html:root[data-theme] { ${overrides} }`}</style>
      ) : null}
      <body
        data-locale={locale}
        data-mobile-app={mobileApp || undefined}
        data-user-country={config.visitorCountry ?? undefined}
      >
        <IntlWarmup nonce={nonce} />
        <IntlClientProvider
          locale={locale}
          messages={clientMessages(messages)}
          timeZone={timeZone}
          bettorTimeZone={bettorTimeZone}
        >
          <AppProviders config={config} consent={consent}>
            {children}
            {/* The mobile app's web view has no host page: its listeners are not loaded (lib/platform.ts). */}
            {mobileApp ? null : <LazyEmbedBridge {...readEmbedConfig()} />}
          </AppProviders>
        </IntlClientProvider>
        {/* Undecided, and not framed by a host page (which asks for consent itself): the banner paints with the page. */}
        {consent === null && requestHeaders.get('sec-fetch-dest') !== 'iframe' ? <ConsentFirstView /> : null}
        <OrganizationJsonLd name={t('siteName')} url={config.siteUrl} />
      </body>
    </html>
  );
}
