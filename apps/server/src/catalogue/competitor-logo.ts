/** A competitor's crest (SVG), served by GET /api/v2/competitors/:id/logo.svg. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitors } from '../db/schema/index.js';

/** The SVG document, or null when the competitor is unknown or has no crest. */
export async function competitorLogo(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ svg: competitors.logoSvg }).from(competitors).where(eq(competitors.id, id));
  return row?.svg ?? null;
}
