'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isLastfmUsername } from '@/lib/lastfm/recent-tracks';

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
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700"
      data-testid="lastfm"
    >
      <label id={`${id}-label`} htmlFor={id} className="font-semibold text-ink">
        {t('lastfmAsk')}
      </label>
      <div className="mt-2 flex gap-2">
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
          className="min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 py-1.5 text-ink focus-visible:outline-2 focus-visible:outline-berry"
        />
        <button
          type="button"
          onClick={submit}
          disabled={disabled}
          className="rounded-full bg-berry px-4 py-1.5 font-semibold text-white hover:bg-berry-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry disabled:opacity-60"
        >
          {t('lastfmRead')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-invalid`} className="mt-2 text-red-800">
          {t('lastfmInvalid')}
        </p>
      )}
      <p id={`${id}-privacy`} className="mt-2 text-xs text-gray-600">
        {t('lastfmPrivacy')}
      </p>
    </div>
  );
}
