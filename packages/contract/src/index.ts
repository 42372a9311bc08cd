/**
 * @sportsbook/contract: zod schemas of every HTTP call and realtime event. The server validates and documents
 * with them, the web client takes its types from them and parses realtime messages with them.
 */
export * from './bets/index';
export * from './bonuses/bonus';
export * from './bonuses/programmes';
export * from './catalogue/counters';
export * from './catalogue/enums';
export * from './catalogue/market';
export * from './catalogue/match';
export * from './catalogue/matches-query';
export * from './catalogue/media';
export * from './catalogue/search';
export * from './catalogue/sport';
export * from './common/errors';
export * from './common/locale';
export * from './common/pagination';
export * from './common/query';
export * from './common/search-params';
export * from './common/units';
export * from './embed/messages';
export * from './jackpots/jackpot';
export * from './notifications/notification';
export * from './platform/auth';
export * from './platform/currencies';
export * from './platform/limits';
export * from './platform/payments';
export * from './platform/phone';
export * from './platform/player';
export * from './platform/sessions';
export * from './realtime/balance-events';
export * from './realtime/bet-events';
export * from './realtime/channels';
export * from './realtime/connect-data';
export * from './realtime/events';
export * from './realtime/limit-events';
export * from './realtime/tokens';
export * from './settings';
