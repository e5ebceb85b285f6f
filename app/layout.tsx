import type { ReactNode } from 'react';

/**
 * Every page lives under app/[locale], whose layout writes the document (with its `lang`). This root layout
 * only exists for app/not-found.tsx, the 404 of a path the language proxy does not see.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
