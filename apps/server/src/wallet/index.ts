/**
 * The wallet: a double-entry ledger over one account per player and currency (README.md). Other features move
 * money only through {@link transfer}, inside their own transaction, and announce it after commit with
 * {@link publishBalance}.
 */
export type { Tx } from '../db/client.js';
export { accountsOf, accountView, balanceOf, lockAccount, openAccount, type Queryable } from './accounts.js';
export { ensureHouseAccounts, houseBalance } from './house.js';
export { publishBalance } from './publish-balance.js';
export { listTransactions } from './transactions.js';
export { type LedgerKind, type TransferInput, transfer } from './transfer.js';
