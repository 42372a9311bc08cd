'use client';
/** Errors of pages outside the sports shell. */
import { ErrorBoundaryContent, type ErrorBoundaryContentProps, StandaloneErrorPage } from '@/features/shell';

export default function LocaleError(props: ErrorBoundaryContentProps) {
  return (
    <StandaloneErrorPage>
      <main>
        <ErrorBoundaryContent {...props} />
      </main>
    </StandaloneErrorPage>
  );
}
