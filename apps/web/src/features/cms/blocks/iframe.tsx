/**
 * An iframe block: loaded only when its origin is in the page's `frameOrigins` (the schema refuses any other when
 * the file is read; this check holds even for a page built in code). Sandboxed: scripts and its own origin, no
 * top navigation, no forms posting out of it.
 */
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { textOf } from '../text-of';

function allowedFrame(src: string, frameOrigins: readonly string[]): boolean {
  try {
    return frameOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

export function IframeBlock({ block, locale, frameOrigins }: BlockProps<'iframe'>) {
  if (!allowedFrame(block.src, frameOrigins)) return null;
  return (
    <iframe
      id={block.id}
      className={styles.iframe}
      src={block.src}
      title={textOf(block.title, locale)}
      height={block.height}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
    />
  );
}
