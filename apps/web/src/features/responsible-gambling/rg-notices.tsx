'use client';
/**
 * The notices after a responsible-gambling sign-out (spec platform §2 modals): the activity limit is reached,
 * or the session limit ran out. Loaded the first time one opens.
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './rg-dialogs.module.css';
import { closeRgNotice, useRgNotice } from './rg-store';

export function RgNotices() {
  const t = useTranslations('rg.notice');
  const close = useTranslations('common')('actions.close');
  const notice = useRgNotice((s) => s.notice);
  const kind = notice ?? 'activity_limit';
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) closeRgNotice();
      }}
      title={t(`${kind}.title`)}
      closeLabel={close}
      size="small"
    >
      <div data-testid={`rg-notice-${kind}`}>
        <p className={styles.text}>{t(`${kind}.text`)}</p>
        <div className={styles.actions}>
          <Button onClick={closeRgNotice}>{t('ok')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
