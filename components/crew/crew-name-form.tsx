'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { renameCrew, type Crew } from '@/lib/crew/crew';
import { encodeCrew } from '@/lib/crew/crew-link';
import { checkTypedName, MAX_NAME_LENGTH } from '@/lib/links/friend-name';
import { Button, buttonClass } from '../ui/button';
import { ChevronIcon } from '../ui/icons';
import { NameField } from '../share/name-field';
import { showCrew } from './use-crew-link';

/**
 * "Name your crew", for a member: one tap away under the crew's link, since most crews never need it. The name
 * follows the personal link's rules (lib/links/friend-name.ts), travels in the crew link's head and shows as
 * the page's heading and on the crew picture; saving it is a new link of the same crew (docs/crew.md).
 */
export function CrewNameForm({ crew }: { crew: Crew }) {
  const t = useTranslations('Crew');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(crew.name ?? '');
  const check = checkTypedName(typed);

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!check.ok) {
      input.current?.focus();
      return;
    }
    const renamed = renameCrew(crew, check.name);
    const token = renamed && encodeCrew(renamed);
    if (!token) return;
    setOpen(false);
    showCrew(token);
  }

  return (
    <div className="flex w-full flex-col items-center gap-3" data-testid="crew-name">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((was) => !was)}
        className={buttonClass('quiet')}
      >
        <ChevronIcon className={open ? 'rotate-180 transition' : 'transition'} />
        {crew.name === undefined ? t('nameToggle') : t('renameToggle')}
      </button>
      <form
        id={`${id}-form`}
        hidden={!open}
        onSubmit={save}
        className="flex w-full max-w-md flex-col items-start gap-3 text-left"
      >
        <NameField
          ref={input}
          typed={typed}
          check={check}
          onChange={setTyped}
          label={t('nameLabel')}
          help={t('nameHelp', { max: MAX_NAME_LENGTH })}
          autoComplete="off"
        />
        <Button tier="secondary" type="submit" data-testid="crew-name-save">
          {t('nameSave')}
        </Button>
      </form>
    </div>
  );
}
