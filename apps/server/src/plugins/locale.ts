/**
 * The `locale` plugin: every request gets `request.locale` from Accept-Language (see lib/locale.ts), and every
 * answer says which locale it is in and that it varies with the header, so caches keep the locales apart.
 */
import type { Locale } from '@sportsbook/contract';
import fp from 'fastify-plugin';
import { resolveLocale } from '../lib/locale.js';
import { memoized } from '../lib/memo.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Options of the locale plugin. */
interface LocalePluginOptions {
  defaultLocale?: Locale;
}

/**
 * The headers of every answer in `locale`: which locale it is in, and that it varies with Accept-Language. One
 * frozen object per locale, made once: every request of the server sets them.
 */
export const localeHeaders = memoized((locale: string) =>
  Object.freeze({ 'content-language': locale, vary: 'Accept-Language' }),
);

export default fp<LocalePluginOptions>(
  async (app, options) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request, reply) => {
      request.locale = resolveLocale(request.headers['accept-language'], options.defaultLocale);
      reply.headers(localeHeaders(request.locale));
    });
  },
  { name: 'locale' },
);
