'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { sameMember, type Crew } from '@/lib/crew/crew';
import { encodeCrew } from '@/lib/crew/crew-link';
import { mergeCrews, type CrewRelation } from '@/lib/crew/crew-merge';
import { Button } from '../ui/button';
import { showCrew } from './use-crew-link';

/**
 * What this device knows of the crew beyond its link (docs/crew.md § One crew, however the link travels): an
 * older link of a crew it has seen grow says a newer one exists; two links of one crew that grew apart are
 * offered as one link holding both. Nothing when the device knows no other link of this crew.
 */
export function CrewNotices({
  crew,
  known,
  relation,
  labelOf,
}: {
  crew: Crew;
  /** The newest link of this crew the device remembers, if any. */
  known: Crew | undefined;
  /** This link against the remembered one (lib/crew/crew-merge.ts), worked out once by the page. */
  relation: CrewRelation;
  /** A member's label: their name, or "Scoop n" in the crew it belongs to. */
  labelOf: (crew: Crew, place: number) => string;
}) {
  const t = useTranslations('Crew');
  const locale = useLocale();
  // What the merge left out, said under the merged crew (the link itself changes under it).
  const [dropped, setDropped] = useState<{ token: string; count: number } | null>(null);
  const token = encodeCrew(crew);
  if (dropped && dropped.token === token)
    return (
      <p
        role="status"
        className="rounded-card bg-berry-tint p-4 text-center text-ink"
        data-testid="crew-merged"
      >
        {dropped.count > 0 ? t('mergedDropped', { count: dropped.count }) : t('merged')}
      </p>
    );
  if (!known) return null;
  if (relation === 'older')
    return (
      <Notice title={t('newerTitle')} testId="crew-newer">
        <p>{t('newerBody', { count: known.members.length })}</p>
        <Button tier="primary" onClick={() => showKnown(known)}>
          {t('newerOpen')}
        </Button>
      </Notice>
    );
  if (relation !== 'apart') return null;
  const missing = known.members
    .map((member, place) => ({ member, place }))
    .filter(({ member }) => !crew.members.some((m) => sameMember(m, member)));
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    missing.map(({ place }) => labelOf(known, place)),
  );
  function merge() {
    if (!known) return;
    const merged = mergeCrews(crew, known);
    const next = encodeCrew(merged.crew);
    if (next === undefined) return;
    setDropped({ token: next, count: merged.dropped });
    showCrew(next);
  }
  return (
    <Notice title={t('apartTitle')} testId="crew-apart">
      <p>{t('apartBody', { count: missing.length, names })}</p>
      <Button tier="primary" onClick={merge} data-testid="crew-merge">
        {t('merge')}
      </Button>
    </Notice>
  );
}

function showKnown(known: Crew) {
  const token = encodeCrew(known);
  if (token !== undefined) showCrew(token);
}

function Notice({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-card bg-berry-tint p-5 text-center text-ink"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
