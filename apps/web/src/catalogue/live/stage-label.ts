/**
 * The feed's stage keys ("2nd_set", "halftime", "pause", "overtime", "ended") as parts a translation can use:
 * an ordinal period with its noun, or a named break. Unknown keys pass through readable ("penalty_shootout" ->
 * "penalty shootout") so a new stage never shows as code.
 */

/** Period nouns the feed uses; each has a translation. */
const PERIOD_NOUNS = ['half', 'quarter', 'period', 'inning', 'set', 'map'] as const;
type PeriodNoun = (typeof PERIOD_NOUNS)[number];

/** Named stages with a translation. */
const NAMED_STAGES = ['halftime', 'pause', 'overtime', 'ended', 'penalties'] as const;
type NamedStage = (typeof NAMED_STAGES)[number];

export type StageParts =
  | { kind: 'period'; number: number; noun: PeriodNoun }
  | { kind: 'named'; name: NamedStage }
  | { kind: 'other'; text: string };

const PERIOD = /^(\d+)(?:st|nd|rd|th)_([a-z]+)$/;

export function parseStage(stage: string): StageParts {
  const period = PERIOD.exec(stage);
  const noun = period?.[2];
  if (period && noun && (PERIOD_NOUNS as readonly string[]).includes(noun)) {
    return { kind: 'period', number: Number(period[1]), noun: noun as PeriodNoun };
  }
  if ((NAMED_STAGES as readonly string[]).includes(stage))
    return { kind: 'named', name: stage as NamedStage };
  // A second or later overtime period ("overtime_2") is still overtime.
  if (/^overtime_\d+$/.test(stage)) return { kind: 'named', name: 'overtime' };
  return { kind: 'other', text: stage.replace(/_/g, ' ') };
}

/** True at a break in play (half-time, a pause between periods, the end), when no clock is running. */
export function isBreak(stage: string | null): boolean {
  if (!stage) return false;
  const parts = parseStage(stage);
  return (
    parts.kind === 'named' && (parts.name === 'halftime' || parts.name === 'pause' || parts.name === 'ended')
  );
}
