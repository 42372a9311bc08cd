/** Statistics and video of a match: URLs a client embeds. */
import { z } from 'zod';
import { LocaleSchema } from '../common/locale';

/** A video stream of a match (spec: stream link fields). */
export const StreamLinkSchema = z
  .object({
    link: z.string().describe('URL of the stream player, to embed in an iframe'),
    provider: z.string().describe('Who serves the stream'),
    language_code: LocaleSchema.describe('Commentary language'),
  })
  .meta({ id: 'StreamLink', description: 'A video stream of a match' });
/** See {@link StreamLinkSchema}. */
export type StreamLink = z.infer<typeof StreamLinkSchema>;

/** GET /matches/:id/streams answer: one stream per commentary language. */
export const StreamsResponseSchema = z.object({ data: z.array(StreamLinkSchema) });
/** See {@link StreamsResponseSchema}. */
export type StreamsResponse = z.infer<typeof StreamsResponseSchema>;

/** GET /matches/:id/statistics answer (spec: stat url). */
export const StatisticsResponseSchema = z
  .object({ url: z.string().describe('URL of the statistics page, to embed in an iframe') })
  .meta({ id: 'StatisticsUrl', description: 'Where the statistics of a match are' });
/** See {@link StatisticsResponseSchema}. */
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
