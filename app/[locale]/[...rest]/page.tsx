import { notFound } from 'next/navigation';

/** Any path under a language that no route matches: the language's own 404 page (app/[locale]/not-found.tsx). */
export default function UnknownPath() {
  notFound();
}
