/**
 * Whether the deposit dialog is open. Kept apart from the dialog (deposit-dialog.tsx, its form and
 * react-hook-form), which loads when it first opens: the header only needs to open it.
 */
import { create } from 'zustand';
import { handOffToHost } from '@/session/host-handoff';

export const useDepositDialog = create<{ open: boolean }>(() => ({ open: false }));

/**
 * Opens the deposit dialog (the header's Deposit action; other features may offer it too), or hands the deposit
 * to the host page when the sportsbook is embedded in one that listens for it.
 */
export const openDepositDialog = () => {
  if (!handOffToHost('deposit')) useDepositDialog.setState({ open: true });
};
export const closeDepositDialog = () => useDepositDialog.setState({ open: false });
