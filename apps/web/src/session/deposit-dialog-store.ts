/**
 * Whether the deposit dialog (features/account/deposit-dialog.tsx) is open, and with what amount. Kept apart from
 * the dialog (its form and react-hook-form), which loads when it first opens: the header and the slip only need to
 * open it.
 */
import { create } from 'zustand';
import { handOffToHost } from './host-handoff';

/** `amount`: minor units to fill in (a quick deposit of what the slip's stakes lack), else none. */
export const useDepositDialog = create<{ open: boolean; amount: number | null }>(() => ({
  open: false,
  amount: null,
}));

/**
 * Opens the deposit dialog (the header's Deposit action; other features may offer it too), or hands the deposit
 * to the host page when the sportsbook is embedded in one that listens for it.
 */
export const openDepositDialog = () => {
  if (!handOffToHost('deposit')) useDepositDialog.setState({ open: true, amount: null });
};

/** Quick deposit: the dialog with `amount` minor units filled in (the bet slip, when the stakes pass the balance). */
export const openQuickDeposit = (amount: number) => {
  if (!handOffToHost('deposit')) useDepositDialog.setState({ open: true, amount });
};
export const closeDepositDialog = () => useDepositDialog.setState({ open: false, amount: null });
