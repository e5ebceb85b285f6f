'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isLastfmUsername } from '@/lib/lastfm/recent-tracks';
import { Button } from '../ui/button';
import { ChoiceTile, SignalGlyph, TILE_TITLE_CLASS } from './widget-look';

/**
 * The Last.fm path: a username, and the last 12 months of scrobbles are fetched through our own
 * server (which holds the API key). The only network request the widget makes after it has loaded, and only
 * when the visitor asks for it; the sentence below says what passes through our server.
 *
 * Not a <form>: the app frames the widget in a sandbox without `allow-forms` (docs/product-rules.md § The widget frame), where a form is
 * never submitted, so the button and the Enter key start the fetch themselves.
 */
export function LastfmForm({ onSubmit, disabled }: { onSubmit: (user: string) => void; disabled: boolean }) {
  const t = useTranslations('Widget');
  const id = useId();
  const [user, setUser] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit() {
    const name = user.trim();
    if (!isLastfmUsername(name)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(name);
  }

  return (
    <ChoiceTile
      role="group"
      aria-labelledby={`${id}-label`}
      data-testid="lastfm"
      icon={<SignalGlyph />}
      title={
        <label id={`${id}-label`} htmlFor={id} className={TILE_TITLE_CLASS}>
          {t('lastfmAsk')}
        </label>
      }
      meta={t('lastfmMeta')}
    >
      <div className="flex flex-col gap-2 min-[26rem]:flex-row">
        <input
          id={id}
          name="lastfm-user"
          autoComplete="username"
          spellCheck={false}
          value={user}
          onChange={(e) => setUser(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (!disabled) submit();
          }}
          aria-invalid={invalid}
          aria-describedby={`${id}-privacy${invalid ? ` ${id}-invalid` : ''}`}
          className="min-h-12 min-w-0 flex-1 rounded-control bg-white px-5 text-base text-ink ring-1 ring-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry aria-invalid:ring-2 aria-invalid:ring-warm-ink"
        />
        <Button tier="secondary" onClick={submit} disabled={disabled}>
          {t('lastfmRead')}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-invalid`} className="rounded-tile bg-warm px-3 py-2 text-sm text-warm-ink">
          {t('lastfmInvalid')}
        </p>
      )}
      <p id={`${id}-privacy`} className="text-xs text-muted">
        {t('lastfmPrivacy')}
      </p>
    </ChoiceTile>
  );
}
