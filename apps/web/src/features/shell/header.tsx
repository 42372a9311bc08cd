'use client';
/**
 * The site header: brand (home link), search, odds format, language, and the buttons that open the sports menu
 * and the bet slip where the sidebars do not fit, and the account area (features/account: sign-in, balance).
 */
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/button';
import { MenuIcon, SearchIcon } from '@/components/ui/icons';
import { AccountArea } from '@/features/account';
import { SlipHeaderButton } from '@/features/betslip';
import { preloadSearchModal } from '@/features/search';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { BrandMark } from './brand-mark';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { OddsFormatSelect } from './odds-format-select';
import { setMenuOpen, setSearchOpen } from './shell-store';

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
        onPointerEnter={preloadSearchModal}
        onFocus={preloadSearchModal}
        aria-haspopup="dialog"
        data-testid="header-search"
      >
        <SearchIcon />
        {t('search')}
      </button>
      <OddsFormatSelect />
      <LanguageSwitcher />
      {/* A signed-in player's bell comes here after the page (features/notifications, mounted after hydration). */}
      <span id="header-notifications" className={styles.notifications} />
      <AccountArea />
      <SlipHeaderButton label={t('openBetSlip')} className={styles.betSlipButton} />
    </header>
  );
}
