'use client';
/** The provider's game in a frame, when the site offers it and the player is signed in (see README.md). */
import type { LaunchGameAnswer } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { requestSignIn, useSession } from '@/session/session';
import styles from './provider-game-page.module.css';

type GameApp = 'horse_racing' | 'lotto';

export function ProviderGamePage({ app }: { app: GameApp }) {
  const t = useTranslations('payments.games');
  const locale = useLocale();
  const { status, player } = useSession();
  const settings = useQuery(catalogueQueries.settings(locale));
  const offered = settings.data?.additional_providers[app];
  const launch = useQuery({
    queryKey: [...playerKeys.all, 'game', app, player?.id],
    queryFn: () =>
      apiFetch<LaunchGameAnswer>('/api/platform/virtual-wallet/sandbox/launch', { locale, body: { app } }),
    enabled: offered === true && status === 'logged_in',
    staleTime: 30 * 60_000,
    retry: false,
  });

  const title = t(`${app}.title`);
  let body: React.ReactNode;
  if (settings.isPending || status === 'pending' || status === 'unknown')
    body = <Spinner label={t('loading')} />;
  else if (settings.isError) body = <EmptyState title={t('error')} />;
  else if (!offered) body = <EmptyState title={t('unavailable')} description={t('unavailableDescription')} />;
  else if (status !== 'logged_in')
    body = (
      <EmptyState
        title={t('signIn')}
        action={<Button onClick={() => requestSignIn()}>{t('signInAction')}</Button>}
      />
    );
  else if (launch.isError) body = <EmptyState title={t('error')} />;
  else if (!launch.data) body = <Spinner label={t('loading')} />;
  else body = <GameFrame url={launch.data.url} title={title} />;

  return (
    <section className={styles.page} aria-labelledby="provider-game-title">
      <h1 id="provider-game-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}

function GameFrame({ url, title }: { url: string; title: string }) {
  const queryClient = useQueryClient();
  const origin = new URL(url).origin;
  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== origin) return;
      const data = message.data as { source?: unknown; type?: unknown } | null;
      if (data?.source === 'spi' && data.type === 'accounts_updated')
        void queryClient.invalidateQueries({ queryKey: playerKeys.accounts() });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, queryClient]);
  return <iframe className={styles.frame} src={url} title={title} data-testid="provider-game" />;
}
