/** Locales the sportsbook API names things in, and the Accept-Language aliases it honours. */
import { z } from 'zod';

import { DEFAULT_LOCALE, LOCALE_ALIASES, LOCALES, type Locale } from './locale-values';

export { DEFAULT_LOCALE, LOCALE_ALIASES, LOCALES, type Locale };

/** A supported locale. */
export const LocaleSchema = z.enum(LOCALES).describe('A supported locale');
