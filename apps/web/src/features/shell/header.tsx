'use client';
/**
 * The site header: brand (home link), search, odds format, language, and the buttons that open the sports menu
 * and the bet slip where the sidebars do not fit. Sign-in joins it with the accounts issue.
 */
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/button';
import { MenuIcon, SearchIcon, TicketIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { BrandMark } from './brand-mark';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { OddsFormatSelect } from './odds-format-select';
import { setBetSlipOpen, setMenuOpen, setSearchOpen } from './shell-store';

export function Header() {
  const t = useTranslations('shell.header');
  const brand = useTranslations('common')('brand');

  return (
    <header className={styles.header}>
      <IconButton label={t('openMenu')} className={styles.menuButton} onClick={() => setMenuOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Link href={paths.home} className={styles.brand} aria-label={t('homeLink', { brand })}>
        <span className={styles.mark}>
          <BrandMark />
        </span>
        <span className={styles.brandName}>{brand}</span>
      </Link>
      <button
        type="button"
        className={styles.search}
        onClick={() => setSearchOpen(true)}
        aria-haspopup="dialog"
        data-testid="header-search"
      >
        <SearchIcon />
        {t('search')}
      </button>
      <OddsFormatSelect />
      <LanguageSwitcher />
      <IconButton
        label={t('openBetSlip')}
        className={styles.betSlipButton}
        onClick={() => setBetSlipOpen(true)}
      >
        <TicketIcon />
      </IconButton>
    </header>
  );
}
