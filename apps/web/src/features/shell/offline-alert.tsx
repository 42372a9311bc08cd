'use client';
/** spec: going offline raises a connection error alert; coming back replaces it with a short notice. */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { dismissAlert, showAlert } from '@/components/ui/alerts';

const OFFLINE_TAG = 'offline';

export function OfflineAlert() {
  const t = useTranslations('common.alerts');

  useEffect(() => {
    let wasOffline = false;
    const onOffline = () => {
      wasOffline = true;
      showAlert({
        title: t('offlineTitle'),
        description: t('offlineDescription'),
        variant: 'error',
        tag: OFFLINE_TAG,
      });
    };
    const onOnline = () => {
      if (!wasOffline) return;
      wasOffline = false;
      dismissAlert({ tag: OFFLINE_TAG });
      showAlert({ title: t('onlineTitle'), variant: 'success' });
    };
    if (!navigator.onLine) onOffline();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);

  return null;
}
