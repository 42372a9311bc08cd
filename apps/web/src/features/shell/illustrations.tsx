/**
 * Drawings of the error pages. The server-rendered pages draw them inline, so they need no further request (the
 * server may be what failed); the client error boundaries load them on demand (lazy-illustration.tsx). Colours
 * come from the tokens. Decorative: the page's heading says what happened.
 */
import { IllustrationFrame, type IllustrationKind } from './illustration-frame';
import styles from './illustrations.module.css';

export type { IllustrationKind } from './illustration-frame';

/** A ball: accent disc with a dark pentagon and seams. */
function Ball({ x, y, r }: { x: number; y: number; r: number }) {
  const p = (dx: number, dy: number) => `${x + dx * r},${y + dy * r}`;
  return (
    <g>
      <circle cx={x} cy={y} r={r} className={styles.accent} />
      <polygon
        points={[p(0, -0.42), p(0.4, -0.13), p(0.25, 0.34), p(-0.25, 0.34), p(-0.4, -0.13)].join(' ')}
        className={styles.dark}
      />
    </g>
  );
}

/** 404: the shot went wide of the goal. */
function NotFoundArt() {
  return (
    <>
      <ellipse cx="120" cy="160" rx="110" ry="12" className={styles.ground} />
      <path d="M40 158V62h120v96" className={styles.frame} />
      <path
        d="M55 62v96M70 62v96M85 62v96M100 62v96M115 62v96M130 62v96M145 62v96M40 78h120M40 94h120M40 110h120M40 126h120M40 142h120"
        className={styles.net}
      />
      <path d="M150 40c14-10 30-14 44-12" className={styles.accentLine} strokeDasharray="2 8" />
      <Ball x={206} y={30} r={16} />
    </>
  );
}

/** 500: the scoreboard is broken. */
function ErrorArt() {
  return (
    <>
      <ellipse cx="120" cy="160" rx="110" ry="12" className={styles.ground} />
      <path d="M84 122v36M156 122v36" className={styles.frame} />
      <rect x="36" y="30" width="168" height="96" rx="10" className={styles.panel} />
      <rect x="52" y="48" width="56" height="60" rx="6" className={styles.dark} />
      <rect x="132" y="48" width="56" height="60" rx="6" className={styles.dark} />
      <rect x="68" y="74" width="24" height="8" rx="2" className={styles.muted} />
      <rect x="148" y="74" width="24" height="8" rx="2" className={styles.muted} />
      <circle cx="120" cy="68" r="4" className={styles.muted} />
      <circle cx="120" cy="88" r="4" className={styles.muted} />
      <path d="M150 30l-10 22 14 10-12 26 10 14" className={styles.dangerLine} />
    </>
  );
}

/** Blocked country: a boom barrier in front of the globe. */
function BlockedArt() {
  return (
    <>
      <ellipse cx="120" cy="160" rx="110" ry="12" className={styles.ground} />
      <circle cx="120" cy="78" r="56" className={styles.panel} />
      <path
        d="M64 78h112M120 22c-20 18-20 94 0 112M120 22c20 18 20 94 0 112M74 48h92M74 108h92"
        className={styles.net}
      />
      <rect x="22" y="108" width="12" height="50" rx="3" className={styles.muted} />
      <g transform="rotate(-8 28 112)">
        <rect x="28" y="104" width="196" height="16" rx="8" className={styles.stripe} />
        <path
          d="M52 104h18l-10 16H42zM96 104h18l-10 16H86zM140 104h18l-10 16h-18zM184 104h18l-10 16h-18z"
          className={styles.danger}
        />
      </g>
    </>
  );
}

/** Locked: a padlock on a bet ticket. */
function LockedArt() {
  return (
    <>
      <ellipse cx="120" cy="160" rx="110" ry="12" className={styles.ground} />
      <path d="M48 40h144v28a12 12 0 0 0 0 24v28H48v-28a12 12 0 0 0 0-24z" className={styles.panel} />
      <rect x="66" y="58" width="60" height="6" rx="3" className={styles.muted} />
      <rect x="66" y="76" width="44" height="6" rx="3" className={styles.muted} />
      <rect x="66" y="94" width="52" height="6" rx="3" className={styles.muted} />
      <path d="M150 92V78a18 18 0 0 1 36 0v14" className={styles.frame} />
      <rect x="140" y="90" width="56" height="48" rx="8" className={styles.accent} />
      <circle cx="168" cy="110" r="6" className={styles.dark} />
      <rect x="165" y="112" width="6" height="14" rx="3" className={styles.dark} />
    </>
  );
}

const ART = { notFound: NotFoundArt, error: ErrorArt, blocked: BlockedArt, locked: LockedArt } as const;

export function Illustration({ kind }: { kind: IllustrationKind }) {
  const Art = ART[kind];
  return (
    <IllustrationFrame>
      <Art />
    </IllustrationFrame>
  );
}
