'use client';
/** The words short outcome labels need, in the page language, as one stable object. */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { OutcomeWords } from './outcome-label';

export function useOutcomeWords(): OutcomeWords {
  const t = useTranslations('events.outcomeShort');
  return useMemo(
    () => ({
      over: t('over'),
      under: t('under'),
      yes: t('yes'),
      no: t('no'),
      odd: t('odd'),
      even: t('even'),
    }),
    [t],
  );
}
