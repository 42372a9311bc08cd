/**
 * Whether the deposit dialog (features/account/deposit-dialog.tsx) is open, and with what amount. Kept apart from
 * the dialog (its form and react-hook-form), which loads when it first opens: the header and the slip only need to
 * open it.
 */
import { create } from 'zustand';
import { handOffToHost } from './host-handoff';

/**
 * `amount`: minor units to fill in (a quick deposit of what the slip's stakes lack), else none; `method`: the
 * payment method the provider's page offers first (`card:4242`, the header's quick deposit: the last one used);
 * `auto`: go on to the cashier at once with them (the header's quick deposit), the deposit steps still first.
 */
interface DepositDialogState {
  open: boolean;
  amount: number | null;
  method: string | null;
  auto: boolean;
}

const CLOSED: DepositDialogState = { open: false, amount: null, method: null, auto: false };

export const useDepositDialog = create<DepositDialogState>(() => CLOSED);

/**
 * Opens the deposit dialog (the header's Deposit action; other features may offer it too), or hands the deposit
 * to the host page when the sportsbook is embedded in one that listens for it.
 */
export const openDepositDialog = () => {
  if (!handOffToHost('deposit')) useDepositDialog.setState({ ...CLOSED, open: true });
};

/**
 * Quick deposit: the dialog with `amount` minor units filled in (the bet slip, when the stakes pass the balance);
 * with `method`, straight on to the cashier offering that method first (the header's quick deposit).
 */
export const openQuickDeposit = (amount: number, method?: string | null) => {
  if (!handOffToHost('deposit'))
    useDepositDialog.setState({ open: true, amount, method: method ?? null, auto: method !== undefined });
};

/** The header's quick deposit has gone on to the cashier: the form stays a form if the player comes back to it. */
export const quickDepositStarted = () => useDepositDialog.setState({ auto: false });
export const closeDepositDialog = () => useDepositDialog.setState(CLOSED);
