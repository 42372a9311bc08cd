import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type PageBlock, PageBlockSchema, SitePageSchema } from './pages';
import { parseSiteFile } from './site-file';

const en = (text: string) => ({ en: text });
const rich = { en: [{ p: [{ text: 'Hello ' }, { text: 'world', bold: true, href: '/sports/live' }] }] };

/** One valid block of every type, and a way to break it that the error must name. */
const CASES: Record<
  PageBlock['type'],
  { ok: Record<string, unknown>; bad: Record<string, unknown>; field: string }
> = {
  text: { ok: { content: rich }, bad: { content: { en: '<b>html</b>' } }, field: 'content.en' },
  label: { ok: { text: en('New'), tone: 'accent' }, bad: { text: en('New'), tone: 'neon' }, field: 'tone' },
  image: {
    ok: { src: '/cms/a.png', alt: en('A'), width: 600, height: 300 },
    bad: { src: '/images/../a.png', alt: en('A'), width: 600, height: 300 },
    field: 'src',
  },
  banner: {
    ok: { title: en('Cup'), link: { label: en('Go'), href: 'https://example.com/x' } },
    bad: { title: en('Cup'), link: { label: en('Go'), href: 'javascript:alert(1)' } },
    field: 'link.href',
  },
  button: {
    ok: { label: en('Bet'), href: '/sports/live' },
    bad: { label: en('Bet'), href: '//evil.example' },
    field: 'href',
  },
  modal: {
    ok: { trigger: en('Terms'), title: en('Terms'), content: en('Rules') },
    bad: { trigger: en('T'), title: en('T') },
    field: 'content',
  },
  iframe: {
    ok: { src: 'https://widgets.example.com/w', title: en('W') },
    bad: { src: 'http://widgets.example.com/w', title: en('W') },
    field: 'src',
  },
  menu_item: {
    ok: { label: en('Live'), href: '/sports/live' },
    bad: { label: {}, href: '/sports/live' },
    field: 'label',
  },
  event_markets: { ok: { eventId: 12 }, bad: { eventId: -1 }, field: 'eventId' },
  live_events: { ok: { sport: 'football', limit: 5 }, bad: { limit: 500 }, field: 'limit' },
  prematch_events: { ok: {}, bad: { sport: 'Foot Ball' }, field: 'sport' },
  top_events: { ok: { title: en('Top') }, bad: { title: { es: 'Top' } }, field: 'title' },
  outrights: { ok: { limit: 3 }, bad: { limit: 0 }, field: 'limit' },
  promocode: {
    ok: { code: 'CHAMP-25', title: en('Code') },
    bad: { code: 'champ 25', title: en('Code') },
    field: 'code',
  },
  results: { ok: { sport: 'tennis' }, bad: { sport: 3 }, field: 'sport' },
  schedule: { ok: { limit: 20 }, bad: { limit: 2.5 }, field: 'limit' },
  leagues: { ok: { limit: 6 }, bad: { limit: 60 }, field: 'limit' },
  bonuses: { ok: {}, bad: { extra: 1 }, field: '' },
  selection_bar: {
    ok: { items: [{ label: en('Live'), href: '/sports/live' }] },
    bad: { items: [] },
    field: 'items',
  },
  top_leagues: { ok: {}, bad: { limit: -2 }, field: 'limit' },
  jackpot_banner: { ok: {}, bad: { amount: 5 }, field: '' },
  jackpot_card: { ok: {}, bad: { id: 'Bad Id' }, field: 'id' },
  jackpot_leaderboard: { ok: {}, bad: { id: '' }, field: 'id' },
  speed_dial: {
    ok: { items: [{ label: en('Live'), href: '/sports/live' }] },
    bad: { items: [{ label: en('x'), href: 'ftp://a' }] },
    field: 'items[0].href',
  },
  favorites: { ok: {}, bad: { title: 'Mine' }, field: 'title' },
  prediction: { ok: { eventId: 7 }, bad: {}, field: 'eventId' },
  side_menu: { ok: { items: [{ label: en('A'), href: '/a' }] }, bad: { items: 'x' }, field: 'items' },
  search: { ok: { label: en('Find') }, bad: { label: en('') }, field: 'label.en' },
  brand_logo: {
    ok: { src: '/cms/logo.svg', alt: en('Brand') },
    bad: { src: 'data:image/svg+xml,<svg/>', alt: en('B') },
    field: 'src',
  },
  divider: { ok: {}, bad: { colour: 'red' }, field: '' },
  notifications: { ok: {}, bad: { x: 1 }, field: '' },
  profile: { ok: {}, bad: { x: 1 }, field: '' },
  platform_switcher: { ok: {}, bad: { x: 1 }, field: '' },
  clock: { ok: { seconds: true }, bad: { seconds: 'yes' }, field: 'seconds' },
  language: { ok: {}, bad: { x: 1 }, field: '' },
  events_filter: {
    ok: { items: [{ label: en('Live'), href: '/sports/live' }] },
    bad: { items: [{ label: en('x') }] },
    field: 'items[0].href',
  },
  sport_list: { ok: { limit: 10 }, bad: { limit: 1000 }, field: 'limit' },
  odds: { ok: { eventId: 3 }, bad: { eventId: '3' }, field: 'eventId' },
  match_preview: { ok: { eventId: 3 }, bad: { eventId: 0 }, field: 'eventId' },
  chat_toggle: { ok: {}, bad: { label: en('x'.repeat(201)) }, field: 'label.en' },
};

/** The site file's error for a page holding `block`. */
const errorOf = (block: Record<string, unknown>, frameOrigins: string[] = []) => {
  const parsed = parseSiteFile({ pages: [{ path: '/promo', frameOrigins, blocks: [block] }] });
  return parsed.ok ? null : parsed.error;
};

describe('page blocks', () => {
  it('has a case for every block type of the spec', () => {
    expect(Object.keys(CASES).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(BLOCK_TYPES).toHaveLength(40);
  });

  for (const [type, { ok, bad, field }] of Object.entries(CASES)) {
    it(`${type}: accepts a good block and names the bad field`, () => {
      const good = PageBlockSchema.safeParse({ type, ...ok });
      const allowed = type === 'iframe' ? ['https://widgets.example.com'] : [];
      expect(good.success, JSON.stringify(good.error?.issues)).toBe(true);
      expect(errorOf({ type, ...ok }, allowed)).toBeNull();
      const error = errorOf({ type, ...bad }, allowed);
      expect(error).toMatch(
        new RegExp(`^pages\\[0\\]\\.blocks\\[0\\]${field ? `\\.${field.replace(/[.[\]]/g, '\\$&')}` : ''}`),
      );
    });
  }

  it('refuses an unknown block type by name', () => {
    expect(errorOf({ type: 'carousel' })).toMatch(
      /^pages\[0\]\.blocks\[0\]\.type: unknown block type "carousel"/,
    );
  });

  it('loads iframes from the allow-listed origins only', () => {
    const frame = { type: 'iframe', src: 'https://other.example.com/w', title: en('W') };
    expect(errorOf(frame, ['https://widgets.example.com'])).toMatch(
      /^pages\[0\]\.blocks\[0\]\.src: origin https:\/\/other\.example\.com is not in the page's frameOrigins/,
    );
    expect(errorOf(frame, ['https://other.example.com'])).toBeNull();
    expect(errorOf({ type: 'divider' }, ['http://widgets.example.com'])).toMatch(
      /^pages\[0\]\.frameOrigins\[0\]: /,
    );
    expect(errorOf({ type: 'divider' }, ['https://widgets.example.com/'])).toMatch(
      /^pages\[0\]\.frameOrigins\[0\]: /,
    );
    // Plain http only on a loopback host (a widget served on this machine).
    const local = { type: 'iframe', src: 'http://localhost:4500/widgets/scoreboard', title: en('W') };
    expect(errorOf(local, ['http://localhost:4500'])).toBeNull();
  });

  it('refuses reserved paths, duplicate block ids and a bad colour', () => {
    for (const path of ['/sports/x', '/es/promo', '/br', '/api/x'])
      expect(parseSiteFile({ pages: [{ path }] })).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^pages\[0\]\.path: a page path cannot start/),
      });
    expect(SitePageSchema.safeParse({ path: '/promo/champions-2026' }).success).toBe(true);
    expect(errorOf({ type: 'divider', id: 'a' }, [])).toBeNull();
    const twice = parseSiteFile({
      pages: [
        {
          path: '/p',
          blocks: [
            { type: 'divider', id: 'a' },
            { type: 'divider', id: 'a' },
          ],
        },
      ],
    });
    expect(twice).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^pages\[0\]\.blocks\[1\]\.id: duplicate block id a/),
    });
    expect(parseSiteFile({ pages: [{ path: '/p', styles: { 'color-accent': 'blue' } }] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^pages\[0\]\.styles\.color-accent: not a valid value/),
    });
  });

  it('reads page metadata as one text for every locale or a text per locale', () => {
    const meta = (metadata: unknown) => SitePageSchema.safeParse({ path: '/p', metadata });
    expect(meta({ title: 'Cup', description: 'Final', keywords: ['cup'] }).data?.metadata).toEqual({
      title: { en: 'Cup' },
      description: { en: 'Final' },
      keywords: { en: ['cup'] },
    });
    expect(
      meta({ title: { en: 'Cup', es: 'Copa' }, keywords: { en: ['cup'], ja: ['カップ'] } }).data?.metadata,
    ).toEqual({ title: { en: 'Cup', es: 'Copa' }, keywords: { en: ['cup'], ja: ['カップ'] } });
    expect(meta({ title: { es: 'Copa' } }).success).toBe(false);
    expect(meta({ keywords: { es: ['copa'] } }).success).toBe(false);
    expect(meta({ title: { en: 'Cup', xx: 'Cup' } }).success).toBe(false);
    expect(meta({ title: '' }).success).toBe(false);
    expect(meta({ title: 'x'.repeat(121) }).success).toBe(false);
    expect(
      parseSiteFile({ pages: [{ path: '/p', metadata: { description: { es: 'Final' } } }] }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/^pages\[0\]\.metadata\.description/) });
  });
});
