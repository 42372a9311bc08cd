/** Predictions (spec core-betting §3 "prediction", §7 GET and POST /vote): a player's vote on a question. */
import { z } from 'zod';
import { withoutControlCharacters } from '../common/query';

/** Largest vote payload, as JSON text: a vote is a choice or a score, not a document. */
export const MAX_VOTE_DATA_BYTES = 4096;

const PredictionIdSchema = z
  .string()
  .min(1)
  .max(100)
  .refine(withoutControlCharacters, 'control characters are not allowed');

/** GET /vote query. */
export const VoteQuerySchema = z.object({ prediction_id: PredictionIdSchema });

/**
 * A vote's answer: any JSON value but null that the prediction widget defines. Spelled out one level deep
 * rather than `z.json()`, whose recursive JSON Schema the OpenAPI document could not reference.
 */
const VoteDataSchema = z
  .union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .describe('A choice or a score: any JSON value but null');

/** POST /vote body: `data` is any JSON the prediction widget defines. */
export const VoteRequestSchema = z.object({
  prediction_id: z.union([PredictionIdSchema, z.number().int().nonnegative().transform(String)]),
  data: VoteDataSchema.refine(
    (d) => JSON.stringify(d).length <= MAX_VOTE_DATA_BYTES,
    `at most ${MAX_VOTE_DATA_BYTES} bytes`,
  ),
});

/** A player's prediction. */
export const PredictionSchema = z
  .object({ prediction_id: z.string(), data: VoteDataSchema, created_at: z.iso.datetime() })
  .meta({ id: 'Prediction', description: "A player's vote" });
/** See {@link PredictionSchema}. */
export type Prediction = z.infer<typeof PredictionSchema>;

/** GET and POST /vote answer: the player's prediction, null when they have not voted. */
export const VoteResponseSchema = z.object({ prediction: PredictionSchema.nullable() });
/** See {@link VoteResponseSchema}. */
export type VoteResponse = z.infer<typeof VoteResponseSchema>;

/** Most answers GET /vote/results lists: a poll has a handful, free-form scores are cut to the most chosen. */
export const MAX_VOTE_RESULT_ANSWERS = 20;

/** GET /vote/results answer: every player's votes on a prediction, by answer, the most chosen first. */
export const VoteResultsSchema = z
  .object({
    prediction_id: z.string(),
    total: z.number().int().nonnegative().describe('Votes cast on the prediction'),
    answers: z
      .array(z.object({ data: VoteDataSchema, votes: z.number().int().positive() }))
      .max(MAX_VOTE_RESULT_ANSWERS),
  })
  .meta({ id: 'VoteResults', description: 'The votes on a prediction, by answer' });
/** See {@link VoteResultsSchema}. */
export type VoteResults = z.infer<typeof VoteResultsSchema>;
