/** features/predictions: prediction polls (see README.md). */
export { LazyMatchPoll } from './lazy-match-poll';
/** The CMS's prediction block draws a match's poll (platform page block "prediction"). */
export { MatchPoll } from './match-poll';
/** @public The CMS's prediction block renders it (platform page block "prediction"). */
export { type PollOption, PredictionPoll, type PredictionPollProps } from './prediction-poll';
