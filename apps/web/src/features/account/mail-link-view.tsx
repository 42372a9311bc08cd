'use client';
/**
 * What a confirmation or unlock mail link does (GET /users/confirmation?confirmation_token=...,
 * GET /users/unlock?unlock_token=...): one call, then the outcome in words. The call is a query keyed by the
 * token, so a remount (React's strict mode, the dialog reopening) does not spend the one-time token twice.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import styles from './account-forms.module.css';
import { formErrorOf } from './auth-errors';
import { FormAlert } from './form-field';
import { type AuthFormProps, LinkButton, useErrorText } from './form-support';

export type MailLink = 'confirmation' | 'unlock';

const CALL: Record<MailLink, { path: string; param: string }> = {
  confirmation: { path: '/api/platform/users/confirmation', param: 'confirmation_token' },
  unlock: { path: '/api/platform/users/unlock', param: 'unlock_token' },
};

/** Query key of a mail link's call; not player data, so signing out keeps it. */
const mailLinkKey = (kind: MailLink, token: string) => ['account', 'mail-link', kind, token] as const;

export function MailLinkView({
  kind,
  token,
  onSwitch,
  onDone,
}: AuthFormProps & { kind: MailLink; token: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const call = CALL[kind];
  const result = useQuery({
    queryKey: mailLinkKey(kind, token),
    queryFn: async () => {
      const answer = await apiFetch(call.path, {
        locale,
        query: { [call.param]: token },
        unauthorized: 'ignore',
      });
      // A confirmed address changes the player's statuses.
      await queryClient.invalidateQueries({ queryKey: playerKeys.me() });
      return answer ?? null;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  if (result.isPending) return <Spinner label={t(`${kind}.checking`)} />;
  if (result.isError) {
    const view = formErrorOf(result.error, []);
    return (
      <div className={styles.form} data-testid={`${kind}-failed`}>
        <FormAlert>{view.key === 'invalid_token' ? t(`${kind}.failed`) : errorText.form(view)}</FormAlert>
        <LinkButton
          onClick={() => onSwitch(kind === 'confirmation' ? 'confirmation-resend' : 'unlock-resend')}
        >
          {t(`${kind}.resendTitle`)}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.form} data-testid={`${kind}-done`}>
      <p role="status" className={styles.status}>
        {t(kind === 'confirmation' ? 'confirmation.confirmed' : 'unlock.unlocked')}
      </p>
      {kind === 'unlock' ? (
        <Button block onClick={() => onSwitch('sign-in')}>
          {t('unlock.toSignIn')}
        </Button>
      ) : (
        <Button block onClick={onDone}>
          {t('confirmation.continue')}
        </Button>
      )}
    </div>
  );
}
