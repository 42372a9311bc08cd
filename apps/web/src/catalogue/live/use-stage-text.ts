'use client';
/** The match stage in the page language ("2nd half", "2.º tiempo", "Intervalo"). */
import { useTranslations } from 'next-intl';
import { parseStage } from './stage-label';

export function useStageText(stage: string | null): string | null {
  const t = useTranslations('events.stage');
  if (!stage) return null;
  const parts = parseStage(stage);
  if (parts.kind === 'period') return t('period', { n: String(parts.number), noun: parts.noun });
  if (parts.kind === 'named') return t(parts.name);
  return parts.text;
}
