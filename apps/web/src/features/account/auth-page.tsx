'use client';
/**
 * An auth page (/sports/users/sign-in, /sign-up, /password/new, /password/edit, /confirmation): the same form as
 * the dialog, shown inline. Switching to another form goes to its page (or the dialog, for forms without one);
 * once done, the player lands on the sports home.
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { type AuthForm, openAuthForm } from '@/session/auth-dialog-store';
import { useSession } from '@/session/session';
import styles from './account-forms.module.css';
import { AuthFormView, useAuthFormTitle } from './auth-form-view';
import { authPageOf } from './auth-paths';

export interface AuthPageProps {
  form: AuthForm;
  /** The mail link's token, from the page's query. */
  token?: string | null;
}

export function AuthPage({ form, token = null }: AuthPageProps) {
  const t = useTranslations('account.pages');
  const title = useAuthFormTitle(form);
  const router = useRouter();
  const { isLoggedIn } = useSession();
  const signingIn = form === 'sign-in' || form === 'sign-up';

  const onSwitch = (next: AuthForm) => {
    const page = authPageOf(next);
    if (page) router.push(page);
    else openAuthForm(next);
  };

  return (
    <section className={styles.page} aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className={styles.pageTitle}>
        {title}
      </h1>
      {isLoggedIn && signingIn ? (
        <>
          <p role="status" className={styles.status}>
            {t('signedIn')}
          </p>
          <Button asChild block>
            <Link href={paths.home}>{t('toHome')}</Link>
          </Button>
        </>
      ) : (
        <AuthFormView
          form={form}
          token={token}
          onSwitch={onSwitch}
          onDone={() => router.replace(paths.home)}
        />
      )}
    </section>
  );
}
