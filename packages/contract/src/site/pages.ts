/**
 * Pages of the site settings file: the home page and the custom pages, each composed of blocks. The block types
 * and their fields are defined here; the web app renders each type with a small component (features/cms).
 */
import { z } from 'zod';
import { StyleOverridesSchema } from './styles';

/** A page's path below the locale: `/` for the home page, else lower-case segments such as `/promo/world-cup`. */
export const PagePathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
    'expected a path such as /promo/world-cup',
  );

/** One block of a page. */
export const PageBlockSchema = z.looseObject({ type: z.string().min(1) });
export type PageBlock = z.infer<typeof PageBlockSchema>;

/** One configured page. */
export const SitePageSchema = z.strictObject({
  path: PagePathSchema,
  /** Whether search engines may index it. */
  index: z.boolean().default(true),
  metadata: z
    .strictObject({
      title: z.string().min(1).max(120).optional(),
      description: z.string().min(1).max(300).optional(),
      keywords: z.array(z.string().min(1).max(60)).max(30).optional(),
    })
    .default({}),
  styles: StyleOverridesSchema.default({}),
  blocks: z.array(PageBlockSchema).default([]),
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
