/** The betting calls and the player's sportsbook preferences (favourites, settings, votes). */
export * from './bet';
export * from './cashout';
export * from './custom-bet';
export * from './favourites';
export * from './place-bets';
export * from './place-errors';
export * from './settings-update';
export * from './share-code';
export * from './vote';
