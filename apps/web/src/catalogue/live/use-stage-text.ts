'use client';
/** The match stage in the page language ("2nd half", "2.º tiempo", "Intervalo"). */
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { parseStage } from './stage-label';

/** Words for any stage or period key of the feed ("1st_half", "overtime", "penalties"). */
export function useStageWords(): (stage: string) => string {
  const t = useTranslations('events.stage');
  return useCallback(
    (stage: string) => {
      const parts = parseStage(stage);
      if (parts.kind === 'period') return t('period', { n: String(parts.number), noun: parts.noun });
      if (parts.kind === 'named') return t(parts.name);
      return parts.text;
    },
    [t],
  );
}

export function useStageText(stage: string | null): string | null {
  const words = useStageWords();
  return stage ? words(stage) : null;
}
