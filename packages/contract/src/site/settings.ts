/**
 * The site settings section of the site settings file (spec platform §3 "Site settings relevant here", §6
 * feature flags, and the sportsbook settings). Every field has a default, so an empty section is a valid site.
 */
import { z } from 'zod';

export const SiteSettingsSchema = z.strictObject({});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
