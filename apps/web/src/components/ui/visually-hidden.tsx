/** Content for screen readers only (radix's implementation keeps it out of layout but in the a11y tree). */
import { VisuallyHidden as Radix } from 'radix-ui';
import type { ReactNode } from 'react';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <Radix.Root>{children}</Radix.Root>;
}
