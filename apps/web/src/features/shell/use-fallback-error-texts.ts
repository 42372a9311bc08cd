'use client';
/**
 * The words of app/global-error.tsx in the language of the URL path (see fallback-error-texts.ts). Nothing of it is
 * in the first load: global-error ships with every page, so the language choice and the texts come in an effect.
 */
import { useEffect, useState } from 'react';
import type { FallbackErrorTexts } from './fallback-error-texts';

export interface FallbackErrorPage {
  /** For `<html lang>`. */
  lang: string;
  texts: FallbackErrorTexts;
}

/** Null (the page shows its English) until the path's language is known and, when not English, its texts loaded. */
export function useFallbackErrorTexts(): FallbackErrorPage | null {
  const [page, setPage] = useState<FallbackErrorPage | null>(null);
  useEffect(() => {
    let current = true;
    import('./fallback-error-texts')
      .then(async ({ errorPageLangTag, errorPageLanguage, loadErrorTexts }) => {
        const language = errorPageLanguage(window.location.pathname);
        if (language === 'en') return;
        const texts = await loadErrorTexts(language);
        if (current) setPage({ lang: errorPageLangTag(language), texts });
      })
      // Its chunk did not come (offline, a new deployment): the page stays readable in English.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return page;
}
