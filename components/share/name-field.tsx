'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { MAX_NAME_LENGTH, type NameCheck } from '@/lib/links/friend-name';

/**
 * The optional first name or nickname a link carries (docs/sharing-links.md), with its rules under it: the
 * personal link's field on /flavor and the crew's "Add my scoop" use the same one. `check` is the name check's
 * verdict: a reason code, which the field says in the page's language.
 */
export function NameField({
  typed,
  check,
  onChange,
  ref,
  className,
  hint = true,
  label,
  help,
  autoComplete = 'nickname',
}: {
  typed: string;
  check: NameCheck;
  /** Absent while the page is not interactive yet: the field is then read-only. */
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
  /** The length hint under the field; a counter tablet, short of room, keeps it for screen readers only. */
  hint?: boolean;
  /** Another field's words (the crew's name): the label and the line under it. */
  label?: string;
  help?: string;
  autoComplete?: string;
}) {
  const t = useTranslations('Share');
  const id = useId();
  const problem = check.ok
    ? null
    : check.reason === 'too-long'
      ? t('nameTooLong', { max: MAX_NAME_LENGTH })
      : t('nameBadCharacters');
  return (
    <div className={clsx('flex w-full min-w-0 flex-col gap-1', className)}>
      <label htmlFor={`${id}-name`} className="text-sm font-semibold">
        {label ?? t('nameLabel')}
      </label>
      <input
        ref={ref}
        id={`${id}-name`}
        type="text"
        autoComplete={autoComplete}
        maxLength={MAX_NAME_LENGTH}
        value={typed}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-help`}
        className={`min-h-12 w-full rounded-tile border bg-white px-4 py-2.5 text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry ${problem ? 'border-red-600' : 'border-gray-500'}`}
      />
      <p
        id={`${id}-help`}
        className={`text-xs ${problem ? 'font-semibold text-red-800' : hint ? 'text-muted' : 'sr-only'}`}
      >
        {problem ?? help ?? t('nameHelp', { max: MAX_NAME_LENGTH })}
      </p>
    </div>
  );
}
