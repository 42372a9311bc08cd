/** Per-request i18n configuration for server components (next-intl's `getRequestConfig`). */
import compile from 'icu-minify/compile';
import { type AbstractIntlMessages, hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type { Locale } from './locales';
import { compileMessages, loadMessages, type MessageTree, type Namespace } from './messages';
import { messageFallback, onIntlError } from './missing-messages';
import { routing } from './routing';

async function loadNamespace(locale: Locale, namespace: Namespace): Promise<MessageTree | null> {
  try {
    return (await import(`../../messages/${locale}/${namespace}.json`)).default as MessageTree;
  } catch {
    // A namespace not written yet for this locale: its keys fall back to English.
    return null;
  }
}

// The texts of a locale never change while the server runs: loaded and compiled once per locale.
const compiled = new Map<Locale, Promise<AbstractIntlMessages>>();

function messagesOf(locale: Locale): Promise<AbstractIntlMessages> {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = loadMessages(locale, loadNamespace).then(
      (tree) => compileMessages(tree, compile) as AbstractIntlMessages,
    );
    compiled.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // The [locale] segment also catches unknown first segments (/favicon.txt): treat those as the default.
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await messagesOf(locale),
    timeZone: 'UTC',
    // Server components: a missing text shows its key path, like on the client (see missing-messages.ts).
    onError: onIntlError,
    getMessageFallback: messageFallback,
  };
});
