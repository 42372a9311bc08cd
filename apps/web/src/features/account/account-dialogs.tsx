'use client';
/**
 * The auth and deposit dialogs as the app mounts them: each loads (forms, react-hook-form, zod, radix Dialog)
 * the first time it opens, with the loading overlay meanwhile, and stays mounted after. `preloadAuthDialog`
 * lets the buttons that open it start loading on a pointer over them or focus.
 */
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { lazyComponent, useOpenedOnce } from '@/components/ui/lazy';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useAuthDialogStore } from '@/session/auth-dialog-store';
import { useDepositDialog } from '@/session/deposit-dialog-store';

const AuthDialog = lazyComponent(() => import('./auth-dialog').then((m) => m.AuthDialog));
const DepositDialog = lazyComponent(() => import('./deposit-dialog').then((m) => m.DepositDialog));

/** Starts loading the auth dialog (sign-in and sign-up buttons, on pointer over or focus; auth-dialog-preload.tsx). */
export const preloadAuthDialog = () => void AuthDialog.preload().catch(() => {});
/** Starts loading the deposit dialog. */
export const preloadDepositDialog = () => void DepositDialog.preload().catch(() => {});

function Loadable({ open, children }: { open: boolean; children: React.ReactNode }) {
  const loading = useTranslations('common.status')('loading');
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return <Suspense fallback={open ? <LoadingOverlay label={loading} /> : null}>{children}</Suspense>;
}

export function AccountDialogs() {
  const authOpen = useAuthDialogStore((s) => s.form !== null);
  const depositOpen = useDepositDialog((s) => s.open);
  return (
    <>
      <Loadable open={authOpen}>
        <AuthDialog />
      </Loadable>
      <Loadable open={depositOpen}>
        <DepositDialog />
      </Loadable>
    </>
  );
}
