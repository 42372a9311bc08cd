/**
 * /robots.txt: crawl everything public, not the API, the error reporter's tunnel or the player's own pages; none
 * of it when indexing is off (`NEXT_PUBLIC_NOINDEX=true`). Points to the sitemap on the site URL.
 */
import type { MetadataRoute } from 'next';
import { readPublicConfig } from '@/lib/runtime-config';
import { robotsRules } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(readPublicConfig());
}
