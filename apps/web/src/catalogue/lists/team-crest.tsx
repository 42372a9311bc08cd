/**
 * A competitor's crest from the API's logo URL (an SVG the server draws). Decorative: the name is always next to
 * it. Without a logo, the initial in a circle keeps rows aligned.
 */
import type { Competitor } from '@sportsbook/contract';
import styles from './team-crest.module.css';

export function TeamCrest({ competitor, size = 20 }: { competitor: Competitor; size?: number }) {
  if (!competitor.logo) {
    return (
      <span className={styles.initial} style={{ width: size, height: size }} aria-hidden="true">
        {competitor.name.slice(0, 1)}
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: a small SVG from our API; next/image would only proxy it
    <img
      className={styles.crest}
      src={competitor.logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
