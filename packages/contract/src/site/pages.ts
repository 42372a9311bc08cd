/**
 * Pages of the site settings file: the home page and the custom pages, each composed of blocks. The block types
 * and their fields are defined here; the web app renders each type with a small component (features/cms).
 */
import { z } from 'zod';
import { LOCALE_ALIASES, LOCALES } from '../common/locale-values';
import { HttpsOriginSchema, type LocalizedText, LocalizedTextSchema, PageBlockSchema } from './blocks';
import { StyleOverridesSchema } from './styles';

export * from './blocks';

/**
 * First segments a custom page cannot take: the sportsbook's own tree, the app's routes and files, and every
 * locale or locale alias (the router would read those as a language).
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  'sports',
  'api',
  'monitoring',
  '404',
  ...LOCALES.map((l) => l.toLowerCase()),
  ...Object.keys(LOCALE_ALIASES),
];

/** A page's path below the locale: `/` for the home page, else lower-case segments such as `/promo/world-cup`. */
export const PagePathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
    'expected a path such as /promo/world-cup',
  )
  .refine((path) => !RESERVED_SEGMENTS.includes(path.split('/')[1] ?? ''), {
    message: `a page path cannot start with a reserved segment (${RESERVED_SEGMENTS.join(', ')})`,
  });

/**
 * A metadata text: one string for every locale, or a text per locale as the blocks write them (`en` required, the
 * others fall back to it). Read as the per-locale form either way: a string is the English text.
 */
const metaText = (max: number) =>
  z.union([
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .transform((en): LocalizedText => ({ en })),
    LocalizedTextSchema(max),
  ]);

const KeywordsSchema = z.array(z.string().trim().min(1).max(60)).max(30);
type Keywords = Partial<Record<(typeof LOCALES)[number], string[]>>;

/** The keywords: one list for every locale, or a list per locale (`en` required, the others fall back to it). */
const MetaKeywordsSchema = z.union([
  KeywordsSchema.transform((en): Keywords => ({ en })),
  z
    .partialRecord(z.enum(LOCALES), KeywordsSchema)
    .refine((lists) => lists.en !== undefined, { message: 'expected at least the English keywords (en)' }),
]);

/** One configured page. */
export const SitePageSchema = z
  .strictObject({
    path: PagePathSchema,
    /** Whether search engines may index it. */
    index: z.boolean().default(true),
    metadata: z
      .strictObject({
        title: metaText(120).optional(),
        description: metaText(300).optional(),
        keywords: MetaKeywordsSchema.optional(),
      })
      .default({}),
    /** The page's visible title (its h1), per locale. */
    heading: LocalizedTextSchema(120).optional(),
    styles: StyleOverridesSchema.default({}),
    /** The https origins this page's iframe blocks may load; an iframe from any other origin is refused. */
    frameOrigins: z.array(HttpsOriginSchema).max(20).default([]),
    blocks: z.array(PageBlockSchema).max(100).default([]),
  })
  .superRefine((page, ctx) => {
    page.blocks.forEach((block, i) => {
      if (block.type === 'iframe' && !page.frameOrigins.includes(new URL(block.src).origin))
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', i, 'src'],
          message: `origin ${new URL(block.src).origin} is not in the page's frameOrigins`,
        });
    });
    const ids = new Set<string>();
    page.blocks.forEach((block, i) => {
      if (block.id === undefined) return;
      if (ids.has(block.id))
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', i, 'id'],
          message: `duplicate block id ${block.id}`,
        });
      ids.add(block.id);
    });
  });
export type SitePage = z.infer<typeof SitePageSchema>;

/** The pages: paths must be unique. */
export const SitePagesSchema = z.array(SitePageSchema).superRefine((pages, ctx) => {
  const seen = new Set<string>();
  pages.forEach((page, i) => {
    if (seen.has(page.path))
      ctx.addIssue({ code: 'custom', path: [i, 'path'], message: `duplicate path ${page.path}` });
    seen.add(page.path);
  });
});
