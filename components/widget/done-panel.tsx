import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * "Done! Scooping your flavour…": the widget has answered `complete` and the app takes over. Opened on its
 * own (not framed), the widget has nobody to answer, and says where to go instead.
 */
export function DonePanel({ embedded, children }: { embedded: boolean; children: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border-2 border-green-600 bg-green-50 p-5 text-center">
      <p className="text-lg font-semibold">Done! Scooping your flavour…</p>
      <p className="mt-1 text-sm text-gray-700">{children}</p>
      {!embedded && (
        <p className="mt-2 text-sm text-gray-700">
          This widget is meant to be opened from the flavour app:{' '}
          <Link className="font-semibold text-berry-dark underline" href="/">
            go to the app
          </Link>
          .
        </p>
      )}
    </div>
  );
}
