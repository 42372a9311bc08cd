'use client';
/**
 * The navigation of the sidebar and the mobile menu: the fixed pages (home, live with its count, ...) and the
 * sports tree (sports -> categories -> leagues) with event counts from POST /counters; signed in, the account
 * centre too.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  CalendarIcon,
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  LiveIcon,
  ResultsIcon,
  StarIcon,
  UserIcon,
} from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { BETTABLE_COUNTERS, catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import { useSession } from '@/session/session';
import { NavLink } from './nav-link';
import styles from './sports-nav.module.css';
import { SportsTree } from './sports-tree';

interface QuickLink {
  href: string;
  key: 'home' | 'live' | 'cybersport' | 'schedule' | 'results' | 'favorites' | 'promotions';
  icon: ReactNode;
}

const QUICK_LINKS: readonly QuickLink[] = [
  { href: paths.home, key: 'home', icon: <HomeIcon /> },
  { href: paths.live, key: 'live', icon: <LiveIcon /> },
  { href: paths.cybersport, key: 'cybersport', icon: <GamepadIcon /> },
  { href: paths.schedule, key: 'schedule', icon: <CalendarIcon /> },
  { href: paths.results, key: 'results', icon: <ResultsIcon /> },
  { href: paths.favorites, key: 'favorites', icon: <StarIcon /> },
  { href: paths.promotions, key: 'promotions', icon: <GiftIcon /> },
];

export function SportsNav() {
  const t = useTranslations('shell');
  const tb = useTranslations('bonuses');
  const locale = useLocale();
  const counters = useQuery(catalogueQueries.counters(locale, BETTABLE_COUNTERS));
  const live = counters.data?.live;
  const { isLoggedIn } = useSession();

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {QUICK_LINKS.map((link) => (
          <li key={link.key}>
            <NavLink href={link.href} className={styles.link} activeClassName={styles.active}>
              {link.icon}
              <span className={styles.name}>
                {link.key === 'promotions' ? tb('menu') : t(`nav.${link.key}`)}
              </span>
              {link.key === 'live' && live !== undefined && live > 0 ? (
                <>
                  <span className={styles.liveBadge} aria-hidden="true">
                    {live}
                  </span>
                  <VisuallyHidden>{t('nav.liveCount', { count: live })}</VisuallyHidden>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
        {isLoggedIn ? (
          <li>
            <NavLink href={paths.profile} className={styles.link} activeClassName={styles.active}>
              <UserIcon />
              <span className={styles.name}>{t('nav.account')}</span>
            </NavLink>
          </li>
        ) : null}
      </ul>
      <SportsTree counters={counters.data} countersFailed={counters.isError} />
    </nav>
  );
}
