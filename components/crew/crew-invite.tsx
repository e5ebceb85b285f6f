'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Crew } from '@/lib/crew/crew';

/**
 * The first thing a visitor who is not in the crew sees: whose crew it is (its starter's name, or the crew's
 * own), how far the sundae has come, and one way to add their scoop (docs/crew.md § The crew page).
 */
export function CrewInvite({
  crew,
  host,
  children,
}: {
  crew: Crew;
  /** The starter's name, when their scoop carries one. */
  host: string | undefined;
  /** The way in: components/crew/join-crew.tsx. */
  children: ReactNode;
}) {
  const t = useTranslations('Crew');
  return (
    <section
      aria-labelledby="crew-invite-heading"
      data-testid="crew-invite"
      className="flex flex-col items-center gap-4 rounded-card bg-white p-5 text-center shadow-xl ring-1 ring-black/5 sm:p-6"
    >
      <header className="flex flex-col items-center gap-1">
        {crew.name !== undefined && (
          <p className="text-xs font-bold tracking-widest text-muted uppercase" data-testid="crew-title">
            {crew.name}
          </p>
        )}
        <h1
          id="crew-invite-heading"
          className="font-display text-xl font-bold tracking-tight text-balance sm:text-2xl"
        >
          {host === undefined ? t('inviteAnonymous') : t('inviteBy', { host })}
        </h1>
        <p className="text-pretty text-gray-800">{t('inviteBody', { count: crew.members.length })}</p>
      </header>
      {children}
    </section>
  );
}
