'use client';
/** The mobile (< 780 px) bottom tab bar: Home, Live, Search, Bet slip (with its selection count), Menu. */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HomeIcon, LiveIcon, MenuIcon, SearchIcon, TicketIcon } from '@/components/ui/icons';
import { preloadSearchModal } from '@/features/search';
import { paths } from '@/lib/routes';
import styles from './mobile-tab-bar.module.css';
import { NavLink } from './nav-link';
import { setBetSlipOpen, setMenuOpen, setSearchOpen, useBetSlipOpen, useShellStore } from './shell-store';
import { useSlipCountLabel } from './use-slip-count-label';

function TabButton({
  label,
  icon,
  onClick,
  onPreload,
  expanded,
  badge,
  accessibleLabel,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Starts loading what the button opens (pointer over it, focus). */
  onPreload?: () => void;
  expanded: boolean;
  badge?: ReactNode;
  /** A fuller name than the visible label (the slip's count in words). */
  accessibleLabel?: string;
}) {
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={accessibleLabel}
    >
      <span className={styles.icon}>
        {icon}
        {badge}
      </span>
      {label}
    </button>
  );
}

/** The bet-slip tab: on its own, so that a pick re-renders it and not the whole bar (hidden on a desktop). */
function SlipTab() {
  const t = useTranslations('shell.tabBar');
  const betSlipOpen = useBetSlipOpen();
  const { count, label } = useSlipCountLabel();
  return (
    <TabButton
      label={t('betSlip')}
      icon={<TicketIcon />}
      onClick={() => setBetSlipOpen(true)}
      expanded={betSlipOpen}
      accessibleLabel={count > 0 ? label : undefined}
      badge={
        count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="tab-bar-slip-count">
            {count}
          </span>
        ) : null
      }
    />
  );
}

export function MobileTabBar() {
  const t = useTranslations('shell.tabBar');
  const { menuOpen, searchOpen } = useShellStore();

  return (
    <nav className={styles.bar} aria-label={t('label')} data-testid="mobile-tab-bar">
      <ul className={styles.list}>
        <li>
          <NavLink href={paths.home} className={styles.item} activeClassName={styles.active}>
            <HomeIcon />
            {t('home')}
          </NavLink>
        </li>
        <li>
          <NavLink href={paths.live} className={styles.item} activeClassName={styles.active}>
            <LiveIcon />
            {t('live')}
          </NavLink>
        </li>
        <li>
          <TabButton
            label={t('search')}
            icon={<SearchIcon />}
            onClick={() => setSearchOpen(true)}
            onPreload={preloadSearchModal}
            expanded={searchOpen}
          />
        </li>
        <li>
          <SlipTab />
        </li>
        <li>
          <TabButton
            label={t('menu')}
            icon={<MenuIcon />}
            onClick={() => setMenuOpen(true)}
            expanded={menuOpen}
          />
        </li>
      </ul>
    </nav>
  );
}
