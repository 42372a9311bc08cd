'use client';
/** The search block: a button that opens the app's search (features/shell's search modal). */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { setSearchOpen } from '@/features/shell';
import type { BlockProps } from '../block-props';
import { textOr } from '../text-of';

export function SearchBlock({ block, locale }: BlockProps<'search'>) {
  const t = useTranslations('cms');
  return (
    <div id={block.id}>
      <Button variant="secondary" onClick={() => setSearchOpen(true)}>
        {textOr(block.label, locale, t('search'))}
      </Button>
    </div>
  );
}
