/** features/reminders: the deposit and sign-up reminders (see README.md). */
export { Reminders } from './reminders';
