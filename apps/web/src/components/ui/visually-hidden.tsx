/** Content for screen readers only (radix's implementation keeps it out of layout but in the a11y tree). */
import * as Radix from 'radix-ui/visually-hidden';
import type { ReactNode } from 'react';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <Radix.Root>{children}</Radix.Root>;
}
