'use client';
/** The bonuses block: the bonuses open now and a link to the promotions page (features/promotions). */
import { useTranslations } from 'next-intl';
import { BonusOverview } from '@/features/promotions';
import type { BlockProps } from '../block-props';
import { textOr } from '../text-of';

export function BonusesBlock({ block, locale }: BlockProps<'bonuses'>) {
  const t = useTranslations('cms.bonuses');
  return (
    <div id={block.id} data-cms-block={block.type}>
      <BonusOverview
        title={textOr(block.title, locale, t('title'))}
        texts={{ all: t('all'), loading: t('loading'), error: t('error'), empty: t('empty') }}
      />
    </div>
  );
}
