'use client';
/** Errors of pages outside the sports shell. */
import {
  ErrorBoundaryContent,
  type ErrorBoundaryContentProps,
} from '@/features/shell/error-boundary-content';
import { StandaloneErrorPage } from '@/features/shell/error-screen-layout';

export default function LocaleError(props: ErrorBoundaryContentProps) {
  return (
    <StandaloneErrorPage>
      <main>
        <ErrorBoundaryContent {...props} />
      </main>
    </StandaloneErrorPage>
  );
}
