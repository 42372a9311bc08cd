/** features/account: what the app and other features may use (see README.md). */

export { openDepositDialog } from '@/session/deposit-dialog-store';
export { AccountArea } from './account-area';
export { AccountListeners } from './account-listeners';
export { accountCurrency, formatBalance } from './account-money';
export { AuthDialogPreload } from './auth-dialog-preload';
export { AuthPage } from './auth-page';
export { authPageMetadata, firstParam } from './auth-page-metadata';
export { authPaths } from './auth-paths';
export { PhoneVerification } from './phone-verification';
export { depositResultOf } from './provider-events';
export { applySignedIn, signOut } from './session-actions';
export { switchAccountCurrency } from './switch-currency';
