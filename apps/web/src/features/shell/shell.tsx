/**
 * The sportsbook page shell (spec platform §2): skip link, header, left sidebar with the sports tree, main
 * column, right sidebar with the bet slip, mobile tab bar, and the overlays. Sidebars are hidden with CSS by
 * breakpoint rather than by JavaScript, so the server renders the right layout at once and nothing shifts.
 * In the operator's mobile app (lib/platform.ts) the native app draws the chrome: no header, sports sidebar,
 * footer or tab bar, and a floating button opens the slip.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BetSlipPanel } from './bet-slip-panel';
import { FloatingSlipButton } from './floating-slip-button';
import { Footer } from './footer';
import { Header } from './header';
import { MobileTabBar } from './mobile-tab-bar';
import styles from './shell.module.css';
import { ShellOverlays } from './shell-overlays';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SportsNav } from './sports-nav';

export async function Shell({ children, mobileApp = false }: { children: ReactNode; mobileApp?: boolean }) {
  const t = await getTranslations('shell');

  return (
    <div className={[styles.shell, mobileApp ? styles.mobileApp : null].filter(Boolean).join(' ')}>
      <SkipLink label={t('skipToContent')} />
      {mobileApp ? null : <Header />}
      <div className={styles.columns}>
        {mobileApp ? null : (
          <aside className={styles.left} aria-label={t('sportsTree.label')} data-testid="left-sidebar">
            <div className={styles.sidebarScroll}>
              <SportsNav />
            </div>
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          <div className={styles.content}>
            {children}
            {mobileApp ? null : <Footer />}
          </div>
        </main>
        <aside className={styles.right} aria-label={t('betSlip.label')} data-testid="right-sidebar">
          <div className={styles.sidebarScroll}>
            <BetSlipPanel />
          </div>
        </aside>
      </div>
      {mobileApp ? <FloatingSlipButton /> : <MobileTabBar />}
      <ShellOverlays />
    </div>
  );
}
