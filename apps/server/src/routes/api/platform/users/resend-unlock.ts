// POST /users/unlock - mail the unlock link again
import { isNotNull } from 'drizzle-orm';
import { sendUnlock } from '../../../../auth/mail-tokens.js';
import { users } from '../../../../db/schema/index.js';
import { resendMailRoute } from './resend-mail.js';

export default resendMailRoute({
  path: '/users/unlock',
  mail: 'unlock',
  needs: isNotNull(users.lockedAt),
  send: sendUnlock,
});
