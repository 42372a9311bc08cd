/**
 * `@sportsbook/contract/values`: the contract's plain values and helpers, without zod. The main entry point builds
 * every schema when it loads (~50 KiB gzip of zod in a browser bundle); code in the browser's first load imports
 * locales, currencies, limits, channel names and the query-string writer from here instead. Types come from
 * either entry point (`import type` costs nothing at run time).
 */
export * from './common/locale-values';
export * from './common/search-params';
export * from './platform/currency-values';
export * from './platform/payment-values';
export * from './realtime/channels';
export * from './realtime/connect-data';
