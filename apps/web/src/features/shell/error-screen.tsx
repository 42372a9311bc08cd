/**
 * An error page's body with its drawing inline, so the page needs no further request (the server may be what
 * failed): for the server-rendered error pages and app/not-found.tsx, rendered outside the app.
 */
import { ErrorScreenLayout, type ErrorScreenLayoutProps } from './error-screen-layout';
import { Illustration } from './illustrations';

export type ErrorScreenProps = Omit<ErrorScreenLayoutProps, 'art'>;

export function ErrorScreen(props: ErrorScreenProps) {
  return <ErrorScreenLayout {...props} art={<Illustration kind={props.kind} />} />;
}
