'use client';
/** The fallback error pages' texts in the language of the URL path (see fallback-error-texts.ts). */
import { useEffect, useState } from 'react';
import {
  ENGLISH_ERROR_TEXTS,
  errorPageLangTag,
  errorPageLanguage,
  type FallbackErrorTexts,
  loadErrorTexts,
} from './fallback-error-texts';

export interface FallbackErrorPage {
  /** For `<html lang>`. */
  lang: string;
  texts: FallbackErrorTexts;
}

/** English first (the server knows no path here), then the path's language once its texts have loaded. */
export function useFallbackErrorTexts(): FallbackErrorPage {
  const [page, setPage] = useState<FallbackErrorPage>({ lang: 'en', texts: ENGLISH_ERROR_TEXTS });
  useEffect(() => {
    const language = errorPageLanguage(window.location.pathname);
    if (language === 'en') return;
    let current = true;
    loadErrorTexts(language).then(
      (texts) => {
        if (current) setPage({ lang: errorPageLangTag(language), texts });
      },
      // Its chunk did not come (offline, a new deployment): the page stays readable in English.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return page;
}
