'use client';
/**
 * /sports/favorites (spec core-betting §6: favourites need a signed-in player). Signed in: the player's favourite
 * matches that can still be bet on (GET /matches?favourite=true, refetched whenever a star changes) and their
 * favourite leagues, each with its star; signed out: why there is nothing here and a way to sign in.
 * The stars read the same cached ids as every other star, so un-starring here updates the rows everywhere.
 */
import type { Tournament } from '@sportsbook/contract';
import { EventStatus } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { forgetFavouriteLists } from '@/catalogue/favourites/favourite-queries';
import { FavouriteStar } from '@/catalogue/favourites/favourite-star';
import { useFavouriteIds } from '@/catalogue/favourites/use-favourite';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { slugHref } from '@/catalogue/lists/match-href';
import { PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StarIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/i18n/navigation';
import type { MatchesParams } from '@/lib/queries/catalogue';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import { requestSignIn, useSession } from '@/session/session';
import own from './favourites-page.module.css';

/** Favourite matches that can still be bet on, prematch and live. */
const FAVOURITE_MATCHES: MatchesParams = {
  favourite: true,
  match_status: [EventStatus.prematch, EventStatus.live],
};

function FavouriteLeagues() {
  const t = useTranslations('mybets.favourites.page');
  const locale = useLocale();
  const headingId = useId();
  const { ids } = useFavouriteIds('tournaments');
  const tournaments = useQuery(catalogueQueries.tournaments(locale));
  const byId = new Map<number, Tournament>((tournaments.data?.data ?? []).map((l) => [l.id, l]));
  const leagues = ids.map((id) => byId.get(id)).filter((l): l is Tournament => l !== undefined);

  let content: ReactNode;
  if (ids.length === 0) content = <p className={own.hint}>{t('leaguesEmpty')}</p>;
  else if (tournaments.isPending) {
    content = (
      <div aria-busy="true" className={own.leagues}>
        <Spinner label={t('leaguesLoading')} size={16} />
        <Skeleton height={40} />
      </div>
    );
  } else if (tournaments.isError) {
    content = (
      <Button variant="secondary" onClick={() => void tournaments.refetch()}>
        {t('retry')}
      </Button>
    );
  } else {
    content = (
      <ul className={own.leagues}>
        {leagues.map((league) => (
          <li key={league.id} className={own.league}>
            <Link href={slugHref(league.sport.key, league.slug)} className={own.leagueLink}>
              <span className={own.category}>
                {league.sport.name} · {league.category.name}
              </span>
              <span>{league.name}</span>
            </Link>
            <FavouriteStar type="tournaments" id={league.id} name={league.name} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className={own.section}>
      <h2 id={headingId} className={own.heading}>
        {t('leaguesTitle')}
      </h2>
      {content}
    </section>
  );
}

/** Keyed by the player, so another player signing in starts it afresh. */
function PlayerFavourites() {
  const t = useTranslations('mybets.favourites.page');
  const locale = useLocale();
  const client = useQueryClient();
  useCatalogueUpdates();
  // The list's key does not name the player, so a list cached earlier (maybe for someone else) must not show:
  // dropped once, before the list below mounts and asks for it.
  useState(() => forgetFavouriteLists(client, locale));
  return (
    <>
      <PagedMatchesSection
        title={t('matchesTitle')}
        params={FAVOURITE_MATCHES}
        grouping="league"
        empty={{ title: t('matchesEmptyTitle'), description: t('matchesEmptyDescription') }}
      />
      <FavouriteLeagues />
    </>
  );
}

export function FavouritesPage() {
  const t = useTranslations('mybets.favourites.page');
  const session = useSession();
  let content: ReactNode;
  if (session.status === 'unknown' || session.status === 'pending') {
    content = (
      <div aria-busy="true" className={own.section}>
        <Spinner label={t('checking')} size={16} />
        <Skeleton height={160} radius={12} />
      </div>
    );
  } else if (session.player) {
    content = <PlayerFavourites key={session.player.id} />;
  } else {
    content = (
      <EmptyState
        icon={<StarIcon />}
        title={t('signInTitle')}
        description={t('signInDescription')}
        action={
          <div className={own.actions}>
            <Button onClick={() => requestSignIn('favourites')}>{t('signIn')}</Button>
            <Button asChild variant="secondary">
              <Link href={paths.live}>{t('browseLive')}</Link>
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {content}
    </div>
  );
}
