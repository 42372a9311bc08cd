'use client';
/** The modal block: a button that opens a dialog (the native modal dialog: focus kept inside, Escape closes). */
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { textOf } from '../text-of';

export function ModalBlock({ block, locale }: BlockProps<'modal'>) {
  const t = useTranslations('cms');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <div id={block.id}>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        {textOf(block.trigger, locale)}
      </Button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          {textOf(block.title, locale)}
        </h2>
        <p className={styles.paragraph}>{textOf(block.content, locale)}</p>
        <form method="dialog">
          <Button type="submit">{t('close')}</Button>
        </form>
      </dialog>
    </div>
  );
}
