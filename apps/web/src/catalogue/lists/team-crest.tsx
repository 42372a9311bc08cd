/**
 * A competitor's crest from the API's logo URL (an SVG the server draws), through the image proxy at twice its
 * size (sharp on high-density screens; AVIF or WebP as the browser takes them). Decorative: the name is always
 * next to it. Without a logo, the initial in a circle keeps rows aligned.
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
    // biome-ignore lint/performance/noImgElement: already through the app's own image proxy (lib/image-proxy)
    <img
      className={styles.crest}
      // imageUrl's address (lib/image-url.ts), written out: this row is in every page's first load.
      src={`/fe-api/image?src=${encodeURIComponent(competitor.logo)}&width=${size * 2}&height=${size * 2}`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
