/**
 * Root layout. The document (<html>, <body>) is rendered by app/[locale]/layout.tsx, which knows the locale for
 * `lang`; this layout only exists because app/not-found.tsx needs a root, and it loads the global styles once.
 */
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/globals.css';
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
