/** Every table, for drizzle-kit (migrations) and for the typed `db` client. */
export * from './betting.js';
export * from './bonuses.js';
export * from './catalogue.js';
export * from './jackpots.js';
export * from './json-types.js';
export * from './notifications.js';
export * from './outbox.js';
export * from './payments.js';
export * from './platform.js';
export * from './players.js';
export * from './predictions.js';
export * from './programmes.js';
export * from './server.js';
