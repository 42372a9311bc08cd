'use client';
/**
 * NextIntlClientProvider with the app's error handling (missing-messages.ts). Functions cannot travel from a
 * server component to a client one, so this client wrapper adds them; the layout passes the serialisable rest,
 * and the bettor's time zone as the server rendered it.
 */
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messageFallback, onIntlError } from './missing-messages';
import { TimeZoneProvider } from './use-time-zone';

export interface IntlClientProviderProps {
  locale: string;
  messages: AbstractIntlMessages;
  timeZone: string;
  /** The bettor's zone from the time-zone cookie, when the browser stored one (see i18n/time-zone.ts). */
  bettorTimeZone: string | null;
  children: ReactNode;
}

export function IntlClientProvider({
  locale,
  messages,
  timeZone,
  bettorTimeZone,
  children,
}: IntlClientProviderProps) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone={timeZone}
      onError={onIntlError}
      getMessageFallback={messageFallback}
    >
      <TimeZoneProvider zone={bettorTimeZone}>{children}</TimeZoneProvider>
    </NextIntlClientProvider>
  );
}
