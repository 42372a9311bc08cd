/**
 * The composite identity of a slip selection. An outcome is only unique within its market line, so the identity
 * joins the match, the market, the market's specifier (its line, e.g. "total=2.5") and the outcome.
 */

/** The fields a selection's identity is built from; a TicketSelection or a catalogue outcome reference both fit. */
export interface SelectionIdentity {
  matchId: number;
  marketId: number;
  /** Market line such as "total=2.5"; the empty string for markets without one. */
  specifier: string;
  outcomeId: string;
}

/**
 * The id of a selection: `${matchId}/${marketId}/${specifier}/${outcomeId}`.
 *
 * The same string keys `selectedOutcomeIds` in the slip and the server's `errors_by_bet` answer, so it must not
 * change shape. A market without a line gives two slashes in a row (`12/1//2`), which keeps every part in place.
 *
 * @example selectionId({ matchId: 12, marketId: 18, specifier: 'total=2.5', outcomeId: '12' }) // '12/18/total=2.5/12'
 */
export function selectionId(s: SelectionIdentity): string {
  return `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;
}
