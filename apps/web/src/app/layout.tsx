/**
 * Root layout. The document (<html>, <body>) is rendered by app/[locale]/layout.tsx, which knows the locale for
 * `lang`; this layout only exists because app/not-found.tsx needs a root, and it loads the global styles once.
 */
// Latin comes from app/poppins.ts (preloaded); @fontsource adds the latin-ext faces behind it.
import '@fontsource/poppins/latin-ext-400.css';
import '@fontsource/poppins/latin-ext-500.css';
import '@fontsource/poppins/latin-ext-600.css';
import '@fontsource/poppins/latin-ext-700.css';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/globals.css';
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
