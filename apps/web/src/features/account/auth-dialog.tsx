'use client';
/**
 * The combined auth dialog (spec platform §2 "Modals": sign-in, sign-up, combined auth modal, unlock player):
 * one dialog whose content switches between the forms. Opened through `auth-dialog-store` by the header,
 * `requestSignIn`, the URL opener and the 401 hook. Signing in or up is not offered to a signed-in player, nor
 * from a blocked country (a sentence instead).
 */
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { closeAuthDialog, switchAuthForm, useAuthDialogStore } from '@/session/auth-dialog-store';
import { useSession } from '@/session/session';
import { useSiteRules } from '@/session/site-rules';
import { AuthFormView, useAuthFormTitle } from './auth-form-view';

export function AuthDialog() {
  const t = useTranslations('account');
  const { form, reason, token } = useAuthDialogStore();
  const { isLoggedIn } = useSession();
  const shown = form ?? 'sign-in';
  const title = useAuthFormTitle(shown);
  const signing = form === 'sign-in' || form === 'sign-up';
  const blocked = useSiteRules().signInBlocked && signing;
  const open = form !== null && !(isLoggedIn && signing);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
      title={title}
      closeLabel={t('dialog.close')}
      size="small"
    >
      {blocked ? (
        <p data-testid="auth-country-blocked">{t('errors.country_blocked')}</p>
      ) : (
        /* Keyed by form and token: each form starts empty, and a new link's token gets a fresh call. */
        <AuthFormView
          key={`${shown}:${token ?? ''}`}
          form={shown}
          token={token}
          reason={reason}
          onSwitch={switchAuthForm}
          onDone={closeAuthDialog}
        />
      )}
    </Dialog>
  );
}
