'use client';
/**
 * The header's account area. Signed out: "Sign in" and "Sign up" (from a blocked country: a line saying so). Signed in: the active account's balance
 * opening the account menu (currency switch, open another account, deposit, sign out; account-menu.tsx, loaded
 * on first use), and "Deposit" beside it on wide screens. On phones everything shrinks to one icon button, so
 * the header never overflows at 390 px.
 */
import { useTranslations } from 'next-intl';
import { Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { openAuthForm } from '@/session/auth-dialog-store';
import { useSession } from '@/session/session';
import { useSiteRules } from '@/session/site-rules';
import styles from './account-area.module.css';
import { preloadAuthDialog } from './account-dialogs';
import type { SignedInProps } from './signed-in-area';

/**
 * The signed-in area (signed-in-area.tsx): not in the first load; asked for while the session is still being
 * read, so a signed-in player's balance follows the session without a wait of its own.
 */
const SignedIn = lazyComponent<SignedInProps>(() => import('./signed-in-area').then((m) => m.SignedIn));
export const preloadSignedInArea = SignedIn.preload;

export function AccountArea() {
  const t = useTranslations('account.header');
  const session = useSession();
  const blocked = useSiteRules().signInBlocked;
  const maybeSignedIn = session.status !== 'not_logged_in';
  useEffect(() => {
    if (maybeSignedIn) void SignedIn.preload().catch(() => {});
  }, [maybeSignedIn]);

  if (session.status === 'logged_in' && session.player) {
    return (
      <Suspense fallback={<Loading label={t('loading')} />}>
        <SignedIn player={session.player} account={session.account} />
      </Suspense>
    );
  }
  if (session.status === 'not_logged_in' && blocked) {
    // Says why there is no sign-in; on a phone an icon whose dialog says it (the header must not overflow).
    return (
      <div className={styles.area}>
        <Button
          variant="secondary"
          size="sm"
          className={[styles.signIn, styles.blocked].join(' ')}
          aria-label={t('countryBlocked')}
          onClick={() => openAuthForm('sign-in')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="header-country-blocked"
        >
          <UserIcon className={styles.short} width={20} height={20} />
          <span className={styles.long}>{t('countryBlocked')}</span>
        </Button>
      </div>
    );
  }
  if (session.status === 'not_logged_in') {
    return (
      <div className={styles.area}>
        <Button
          variant="secondary"
          size="sm"
          className={styles.signIn}
          aria-label={t('signIn')}
          onClick={() => openAuthForm('sign-in')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="header-sign-in"
        >
          <UserIcon className={styles.short} width={20} height={20} />
          <span className={styles.long}>{t('signIn')}</span>
        </Button>
        <Button
          size="sm"
          className={styles.signUp}
          onClick={() => openAuthForm('sign-up')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="header-sign-up"
        >
          {t('signUp')}
        </Button>
      </div>
    );
  }
  return <Loading label={t('loading')} />;
}

/** While the session or the signed-in area is loading: a placeholder of the same size. */
function Loading({ label }: { label: string }) {
  return (
    <div className={styles.area} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton className={styles.placeholder} height={32} radius="var(--radius-md)" />
    </div>
  );
}
