/**
 * A configured page (site-settings.json's `pages`): its blocks in order, each drawn by the component of its type
 * (registry.ts, loaded on demand), inside a wrapper that carries the page's style overrides as CSS custom
 * properties, so they apply to this page only. A server component: blocks without interaction ship no script.
 */
import { type SitePage, styleDeclarations } from '@sportsbook/contract/site';
import type { CSSProperties } from 'react';
import styles from './cms.module.css';
import { BLOCK_LOADERS, LIVE_BLOCKS, loadLiveUpdates } from './registry';
import { textOf } from './text-of';

/** The page's checked overrides (`--color-accent: #0a7`) as a style object. */
function pageStyle(page: SitePage): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of styleDeclarations(page.styles).split(';')) {
    const [name, ...value] = declaration.split(':');
    if (name?.trim() && value.length) style[name.trim()] = value.join(':').trim();
  }
  return style as CSSProperties;
}

export async function CmsPage({ page, locale }: { page: SitePage; locale: string }) {
  const drawn = await Promise.all(
    page.blocks.map(async (block) => ({ block, Block: await BLOCK_LOADERS[block.type]() })),
  );
  const LiveUpdates = page.blocks.some((b) => LIVE_BLOCKS.has(b.type)) ? await loadLiveUpdates() : null;
  return (
    <div className={styles.page} style={pageStyle(page)} data-cms-page={page.path}>
      {LiveUpdates && <LiveUpdates />}
      {page.heading && <h1 className={styles.title}>{textOf(page.heading, locale)}</h1>}
      {drawn.map(({ block, Block }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are the file's, in its order; they never move.
        <Block key={i} block={block} locale={locale} frameOrigins={page.frameOrigins} />
      ))}
    </div>
  );
}
