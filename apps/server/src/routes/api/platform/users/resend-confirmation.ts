// POST /users/confirmation - mail the confirmation link again
import { isNull } from 'drizzle-orm';
import { sendConfirmation } from '../../../../auth/mail-tokens.js';
import { users } from '../../../../db/schema/index.js';
import { resendMailRoute } from './resend-mail.js';

export default resendMailRoute({
  path: '/users/confirmation',
  mail: 'confirmation',
  needs: isNull(users.emailConfirmedAt),
  send: sendConfirmation,
});
