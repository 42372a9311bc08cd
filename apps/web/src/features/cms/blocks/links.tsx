/**
 * Blocks of links (server components): a menu item, a bar of links (selection bar, speed dial, events filter), a
 * list of links (side menu), the profile link and the platform switcher (the app's init-sportsbook entry, which
 * keeps or ends the mobile-app mode).
 */
import { getTranslations } from 'next-intl/server';
import { paths } from '@/lib/routes';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { textOf } from '../text-of';
import { BlockLink } from './content';

export function MenuItemBlock({ block, locale }: BlockProps<'menu_item'>) {
  return (
    <nav id={block.id} aria-label={textOf(block.label, locale)}>
      <BlockLink href={block.href} className={styles.menuItem}>
        {textOf(block.label, locale)}
      </BlockLink>
    </nav>
  );
}

type LinkBlock = 'selection_bar' | 'speed_dial' | 'events_filter' | 'side_menu';

async function LinkItems({ block, locale, className }: BlockProps<LinkBlock> & { className?: string }) {
  const t = await getTranslations({ locale, namespace: 'cms' });
  return (
    <nav id={block.id} aria-label={t(`navigation.${block.type}`)}>
      <ul className={className}>
        {block.items.map((item) => (
          <li key={item.href}>
            <BlockLink href={item.href} className={styles.chip}>
              {textOf(item.label, locale)}
            </BlockLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LinkBarBlock(props: BlockProps<'selection_bar' | 'speed_dial' | 'events_filter'>) {
  return <LinkItems {...props} className={styles.linkBar} />;
}

export function LinkListBlock(props: BlockProps<'side_menu'>) {
  return <LinkItems {...props} className={styles.linkList} />;
}

export async function ProfileBlock({ block, locale }: BlockProps<'profile'>) {
  const t = await getTranslations({ locale, namespace: 'cms' });
  return (
    <div id={block.id}>
      <BlockLink href={paths.profile} className={styles.buttonSecondary}>
        {t('profile')}
      </BlockLink>
    </div>
  );
}

export async function PlatformSwitcherBlock({ block, locale }: BlockProps<'platform_switcher'>) {
  const t = await getTranslations({ locale, namespace: 'cms' });
  const init = `${paths.home}/init-sportsbook`;
  return (
    <nav id={block.id} aria-label={t('platform.label')}>
      <ul className={styles.linkBar}>
        <li>
          <BlockLink href={`${init}?platform=web`} className={styles.chip}>
            {t('platform.web')}
          </BlockLink>
        </li>
        <li>
          <BlockLink href={`${init}?platform=mobile_app`} className={styles.chip}>
            {t('platform.app')}
          </BlockLink>
        </li>
      </ul>
    </nav>
  );
}
