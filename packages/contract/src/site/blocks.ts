/**
 * The page blocks of the site settings file (spec platform §2 "Page-block types"): one strict schema per type,
 * joined in a union on `type`. Texts are given per locale (`{"en": "...", "es": "..."}`, English required: the
 * other locales fall back to it); links are an in-app path or an https URL; images a path on the site's origin.
 * Text is never HTML: `RichTextSchema` is the one formatted text a block may hold, JSON nodes (paragraphs of runs
 * that may be bold, italic or a link), drawn by the web app as elements, never as markup.
 */
import { z } from 'zod';
import { LOCALES } from '../common/locale-values';

/** A block's optional id: unique on its page, usable as an anchor (`#welcome`). */
const BlockIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'expected an id of lower-case letters, digits and hyphens');

/** A text in every locale the operator writes; `en` is required, the others fall back to it. */
export const LocalizedTextSchema = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(max))
    .refine((texts) => texts.en !== undefined, { message: 'expected at least the English text (en)' });
export type LocalizedText = Partial<Record<(typeof LOCALES)[number], string>>;

/** An in-app path (`/sports/live`, `/promo/world-cup#terms`) or an https URL; nothing else (no javascript:). */
export const LinkSchema = z
  .string()
  .max(500)
  .refine(
    (href) =>
      /^\/(?!\/)[A-Za-z0-9\-._~/%]*(\?[A-Za-z0-9\-._~=&%]*)?(#[A-Za-z0-9\-._~]*)?$/.test(href) ||
      isHttpsUrl(href),
    { message: 'expected an in-app path such as /sports/live or an https URL' },
  );

/**
 * The site's own images: files of the web app's `public/cms/` folder, lower-case names (`/cms/banner.png`). The
 * image proxy (`/fe-api/image`) serves exactly these from disk.
 */
export const OWN_IMAGE_PATH =
  /^\/cms\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(svg|png|jpe?g|webp|avif|gif)$/;

/**
 * An image: one of the site's own (`/cms/banner.png`), or an https URL on a host of the web app's
 * `IMAGE_ALLOWED_ORIGINS`. Blocks draw every image through the image proxy, so the page loads it from its own
 * origin (the Content-Security-Policy allows no other).
 */
export const ImageSrcSchema = z
  .string()
  .max(500)
  .refine((src) => OWN_IMAGE_PATH.test(src) || isHttpsUrl(src), {
    message: 'expected an image of public/cms/ such as /cms/banner.png, or an https URL',
  });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A loopback origin (`http://localhost:4500`): plain http is allowed there only, for local development and tests. */
const isLoopback = (url: URL) =>
  url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');

/**
 * An https origin (`https://widgets.example.com`, no path): what an iframe block may load. A loopback http origin
 * (`http://localhost:4500`) is accepted too, so a widget served on this machine can be framed in development.
 */
export const HttpsOriginSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || isLoopback(url)) && url.origin === value;
    } catch {
      return false;
    }
  },
  { message: 'expected an https origin such as https://widgets.example.com (no path, no trailing slash)' },
);

/** A URL an iframe block may load: https, or http on a loopback host. */
const isFrameUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || isLoopback(url)) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** One run of a rich text: plain text, optionally bold, italic or a link. */
export const RichRunSchema = z.strictObject({
  text: z.string().min(1).max(2000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: LinkSchema.optional(),
});
/** The rich-text format: a list of paragraphs, each a list of runs. */
export const RichTextSchema = z
  .array(z.strictObject({ p: z.array(RichRunSchema).min(1).max(50) }))
  .min(1)
  .max(50);
export type RichText = z.infer<typeof RichTextSchema>;

const text = LocalizedTextSchema(200);
const longText = LocalizedTextSchema(1000);
/** A sport key as the catalogue names it (`football`, `counter-strike`). */
const SportKeySchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a sport key such as football');
const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);
const eventId = z.number().int().positive();
/** A link with its words. */
const LinkItemSchema = z.strictObject({ label: text, href: LinkSchema });
const items = (max: number) => z.array(LinkItemSchema).min(1).max(max);

/** Every block has a `type` and may have an `id`; `block('divider', {})` is `{type: 'divider', id?}`. */
const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), id: BlockIdSchema.optional(), ...shape });

/** An events list: optional heading, optional sport, how many, and a link beside the heading ("All live"). */
const eventsList = {
  title: text.optional(),
  sport: SportKeySchema.optional(),
  limit: limit(50, 10),
  more: LinkItemSchema.optional(),
};

export const BLOCK_SCHEMAS = [
  block('text', {
    content: z
      .partialRecord(z.enum(LOCALES), RichTextSchema)
      .refine((c) => c.en !== undefined, 'expected at least the English text (en)'),
  }),
  block('label', { text, tone: z.enum(['default', 'accent', 'live']).default('default') }),
  block('image', {
    src: ImageSrcSchema,
    alt: text,
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
    href: LinkSchema.optional(),
  }),
  block('banner', {
    title: text,
    subtitle: longText.optional(),
    image: ImageSrcSchema.optional(),
    link: LinkItemSchema.optional(),
  }),
  block('button', {
    label: text,
    href: LinkSchema,
    variant: z.enum(['primary', 'secondary']).default('primary'),
  }),
  block('modal', { trigger: text, title: text, content: longText }),
  block('iframe', {
    src: z.string().max(500).refine(isFrameUrl, 'expected an https URL'),
    title: text,
    height: z.number().int().min(100).max(2000).default(400),
  }),
  block('menu_item', { label: text, href: LinkSchema }),
  block('event_markets', { eventId }),
  block('live_events', eventsList),
  block('prematch_events', eventsList),
  block('top_events', eventsList),
  block('outrights', eventsList),
  block('promocode', {
    code: z.string().regex(/^[A-Z0-9-]{3,32}$/, 'expected a code of capitals, digits and hyphens (3 to 32)'),
    title: text,
    description: longText.optional(),
  }),
  block('results', eventsList),
  block('schedule', eventsList),
  block('leagues', { title: text.optional(), limit: limit(50, 12) }),
  block('bonuses', { title: text.optional() }),
  block('selection_bar', { items: items(20) }),
  block('top_leagues', { title: text.optional(), limit: limit(50, 12) }),
  block('jackpot_banner', {}),
  block('jackpot_card', {}),
  block('jackpot_leaderboard', {}),
  block('speed_dial', { items: items(8) }),
  block('favorites', { title: text.optional() }),
  block('prediction', { eventId }),
  block('side_menu', { items: items(30) }),
  block('search', { label: text.optional() }),
  block('brand_logo', { src: ImageSrcSchema, alt: text, href: LinkSchema.default('/sports') }),
  block('divider', {}),
  block('notifications', {}),
  block('profile', {}),
  block('platform_switcher', {}),
  block('clock', { seconds: z.boolean().default(false) }),
  block('language', {}),
  block('events_filter', { items: items(10) }),
  block('sport_list', { title: text.optional(), limit: limit(100, 30) }),
  block('odds', { eventId }),
  block('match_preview', { eventId }),
  block('chat_toggle', { label: text.optional() }),
] as const;

/** One block of a page: the union of every type above, told apart by `type`. */
export const PageBlockSchema = z.discriminatedUnion('type', BLOCK_SCHEMAS, {
  error: (issue) => {
    const input = issue.input as { type?: unknown } | undefined;
    return issue.code === 'invalid_union' && typeof input === 'object' && input !== null
      ? `unknown block type ${JSON.stringify(input.type)}`
      : undefined;
  },
});
export type PageBlock = z.infer<typeof PageBlockSchema>;
export type BlockType = PageBlock['type'];
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;
/** Every block type, in the spec's order. */
export const BLOCK_TYPES = BLOCK_SCHEMAS.map((schema) => schema.shape.type.value) as BlockType[];
