'use client';
/**
 * The account centre (/sports/profile/...): a heading, the sections' navigation and the section itself, each
 * section's code loaded when it is first shown. A visitor is asked to sign in; the page says so in words.
 */
import { useTranslations } from 'next-intl';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { Skeleton } from '@/components/ui/skeleton';
import { depositResultOf, openDepositDialog } from '@/features/account';
import { BETS_HISTORY_PATH } from '@/features/my-bets';
import { LazyLimitsScreen } from '@/features/responsible-gambling';
import { Link } from '@/i18n/navigation';
import { requestSignIn, useSession } from '@/session/session';
import styles from './profile.module.css';
import { PROFILE_PATHS, PROFILE_SECTIONS, type ProfileSection } from './profile-paths';

const SECTIONS: Record<ProfileSection, ComponentType> = {
  info: lazyComponent(() => import('./profile-info').then((m) => m.ProfileInfo)),
  wallet: lazyComponent(() => import('./wallet-section').then((m) => m.WalletSection)),
  transactions: lazyComponent(() => import('./transactions-section').then((m) => m.TransactionsSection)),
  loyalty: lazyComponent(() => import('./loyalty-section').then((m) => m.LoyaltySection)),
  limits: LazyLimitsScreen,
  settings: lazyComponent(() => import('./settings-section').then((m) => m.SettingsSection)),
};

export interface ProfilePageProps {
  section: ProfileSection;
  /** /profile/wallet/deposit: the wallet with the deposit dialog open. */
  deposit?: boolean;
}

export function ProfilePage({ section, deposit = false }: ProfilePageProps) {
  const t = useTranslations('profile');
  const { status } = useSession();
  const Section = SECTIONS[section];
  const signedIn = status === 'logged_in';
  // Back from the provider with a result (`?deposit=`, which features/account says and then takes off the address,
  // maybe before the player is known): the deposit is done, no new one opens.
  const [returned] = useState(
    () => typeof window !== 'undefined' && depositResultOf(window.location.href) !== null,
  );
  useEffect(() => {
    if (deposit && signedIn && !returned) openDepositDialog();
  }, [deposit, signedIn, returned]);
  // On a phone the tabs scroll sideways: the current one is brought into view.
  const nav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link moves with the section
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [section]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <nav aria-label={t('navLabel')} className={styles.nav} ref={nav}>
        <ul>
          {PROFILE_SECTIONS.map((s) => (
            <li key={s}>
              <Link
                href={PROFILE_PATHS[s]}
                className={styles.tab}
                aria-current={s === section ? 'page' : undefined}
                data-testid={`profile-nav-${s}`}
              >
                {t(`nav.${s}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link href={BETS_HISTORY_PATH} className={styles.tab}>
              {t('nav.bets')}
            </Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="profile-section-title" className={styles.section}>
        <h2 id="profile-section-title" className={styles.sectionTitle}>
          {t(`nav.${section}`)}
        </h2>
        {signedIn ? (
          <Suspense fallback={<Skeleton height={240} radius="var(--radius-lg)" />}>
            <Section />
          </Suspense>
        ) : status === 'not_logged_in' ? (
          <EmptyState
            icon={<UserIcon />}
            title={t('signInTitle')}
            description={t('signInDescription')}
            action={<Button onClick={() => requestSignIn()}>{t('signIn')}</Button>}
          />
        ) : (
          <Skeleton height={240} radius="var(--radius-lg)" />
        )}
      </section>
    </div>
  );
}
