'use client';

import { useDeferredValue, useId, useState } from 'react';
import { useTranslations } from 'next-intl';

/** A line of the states page: a state and the address that opens it, or one to check by hand. */
export interface StateEntry {
  readonly id: string;
  readonly label: string;
  /** The address that opens the state in the page's language; none for a state checked by hand. */
  readonly href?: string;
}

export interface StateGroupEntries {
  readonly group: string;
  readonly heading: string;
  readonly entries: readonly StateEntry[];
}

/** Whether an entry matches every word typed, in its words or its id. */
function matches(entry: StateEntry, query: string): boolean {
  const haystack = `${entry.id} ${entry.label}`.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The states page's list (docs/qa.md): every state under its group, each with its id and "Copy link", the
 * address that opens it from a clean browser in this language, for a report; a field above narrows the list
 * to the states whose words or id hold what is typed.
 */
export function StatesList({ groups }: { groups: readonly StateGroupEntries[] }) {
  const t = useTranslations('States');
  const [query, setQuery] = useState('');
  const shown = useDeferredValue(query);
  const fieldId = useId();
  const visible = groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => matches(entry, shown)) }))
    .filter((group) => group.entries.length > 0);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1" role="search">
        <label htmlFor={fieldId} className="font-semibold">
          {t('find')}
        </label>
        <input
          id={fieldId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${fieldId}-hint`}
          data-testid="states-find"
          autoComplete="off"
          className="w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
        />
        <p id={`${fieldId}-hint`} className="text-sm text-gray-700">
          {t('findHint')}
        </p>
      </div>
      {visible.length === 0 && (
        <p role="status" className="text-gray-800">
          {t('noMatch', { query: shown })}
        </p>
      )}
      {visible.map(({ group, heading, entries }) => (
        <section key={group} aria-labelledby={`group-${group}`} className="flex flex-col gap-2">
          <h2 id={`group-${group}`} className="text-lg font-bold">
            {heading}
          </h2>
          <ul className="flex flex-col gap-3" data-testid="state-links">
            {entries.map((entry) => (
              <StateLine key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type Copy = 'idle' | 'copied' | 'by-hand';

/** One state: its words (the link), its id, and "Copy link"; a state checked by hand has its sentence only. */
function StateLine({ entry }: { entry: StateEntry }) {
  const t = useTranslations('States');
  const [copy, setCopy] = useState<Copy>('idle');
  const labelId = useId();
  const { href } = entry;
  const address = () => new URL(href ?? '', window.location.href).href;
  async function copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(address());
      setCopy('copied');
    } catch {
      setCopy('by-hand');
    }
  }
  if (!href)
    return (
      <li data-by-hand={entry.id} className="flex flex-col gap-0.5 text-sm text-gray-800">
        <p>
          <span className="font-semibold">{t('byHandLabel')}: </span>
          {entry.label}
        </p>
        <StateId id={entry.id} />
      </li>
    );
  return (
    <li className="flex flex-col gap-0.5">
      <a
        id={labelId}
        href={href}
        data-state={entry.id}
        className="font-semibold text-berry-dark underline underline-offset-4 hover:text-berry"
      >
        {entry.label}
      </a>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StateId id={entry.id} />
        <button
          type="button"
          data-copy-state={entry.id}
          aria-describedby={labelId}
          onClick={() => void copyLink()}
          className="min-h-6 rounded-full px-2 text-sm font-semibold text-berry-dark ring-1 ring-berry/40 hover:ring-berry focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
        >
          {copy === 'copied' ? t('linkCopied') : t('copyLink')}
        </button>
        <span role="status" className="sr-only">
          {copy === 'copied' ? t('linkCopied') : ''}
        </span>
      </div>
      {copy === 'by-hand' && (
        <p className="text-sm text-gray-800">
          {t('copyByHand')}{' '}
          <span className="font-mono break-all select-all" translate="no">
            {address()}
          </span>
        </p>
      )}
    </li>
  );
}

function StateId({ id }: { id: string }) {
  const t = useTranslations('States');
  return (
    <span className="text-xs text-gray-700">
      {t('stateId')}{' '}
      <code translate="no" className="font-mono text-gray-900">
        {id}
      </code>
    </span>
  );
}
