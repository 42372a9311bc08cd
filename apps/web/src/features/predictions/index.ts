/** features/predictions: prediction polls (see README.md). */
export { LazyMatchPoll } from './lazy-match-poll';
/** @public The CMS's prediction block renders it (platform page block "prediction"). */
export { type PollOption, PredictionPoll, type PredictionPollProps } from './prediction-poll';
