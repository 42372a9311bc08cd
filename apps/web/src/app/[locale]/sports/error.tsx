'use client';
/** Errors of sports pages: shown inside the shell, so the bettor can still navigate away. */
import { ErrorBoundaryContent, type ErrorBoundaryContentProps } from '@/features/shell';

export default function SportsError(props: ErrorBoundaryContentProps) {
  return <ErrorBoundaryContent {...props} />;
}
