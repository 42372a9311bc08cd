/** The full-page bets history (page key `bets_history`), linked from the my-bets tab. */
import { BASE_PATH } from '@/i18n/routing';

export const BETS_HISTORY_PATH = `${BASE_PATH}/bets-history`;
