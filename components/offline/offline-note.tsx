'use client';

import { useTranslations } from 'next-intl';
import { useOnline } from './use-online';

/**
 * A way in that needs the network, said in plain words while the device is offline (docs/offline.md):
 * Last.fm in the built-in widget, or the third-party widget in the connect dialog. Nothing while online.
 */
export function OfflineNote({ way }: { way: 'lastfm' | 'widget' }) {
  const t = useTranslations('Offline');
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid={`offline-${way}`}
      className="rounded-xl bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-ink ring-1 ring-amber-300"
    >
      {t(way)}
    </p>
  );
}
