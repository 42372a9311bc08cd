'use client';
/** The promocode block: the code, what it gives, and a button that copies it. */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { textOf } from '../text-of';

export function PromocodeBlock({ block, locale }: BlockProps<'promocode'>) {
  const t = useTranslations('cms.promocode');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(block.code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section id={block.id} className={styles.promocode} aria-labelledby={`${block.code}-title`}>
      <h2 id={`${block.code}-title`} className={styles.heading}>
        {textOf(block.title, locale)}
      </h2>
      {block.description && <p className={styles.muted}>{textOf(block.description, locale)}</p>}
      <div className={styles.codeRow}>
        <code className={styles.code} dir="ltr">
          {block.code}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {copied === true ? t('copied') : copied === false ? t('copyFailed') : ''}
      </p>
    </section>
  );
}
