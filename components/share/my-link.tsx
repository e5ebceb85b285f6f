'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { notifyCopyFailed, notifyLinkCopied } from '../ui/notify';
import { NameField } from './name-field';
import type { PersonalLink } from './use-personal-link';

/**
 * "Your link": an optional name, then "Copy my link" (docs/sharing-links.md). Rendered in /flavor's
 * prerendered markup too (`link` null: the field read-only, the button idle), so nothing moves once the
 * page is interactive. "Copied" is only claimed when the clipboard write succeeded; otherwise the link is
 * shown, selected, for the visitor to copy by hand.
 */
export function MyLink({ link }: { link: PersonalLink | null }) {
  const [fallback, setFallback] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const t = useTranslations('Share');
  const toastWords = useTranslations('Toasts');
  const named = link?.check.ok && link.check.name !== undefined;

  async function copy() {
    if (!link?.url) return;
    if (!link.check.ok) {
      // The visitor meant to add a name: never hand out a link without it.
      input.current?.focus();
      return;
    }
    try {
      await navigator.clipboard.writeText(link.url);
      setFallback(null);
      notifyLinkCopied(toastWords);
    } catch {
      setFallback(link.url);
      notifyCopyFailed(toastWords);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col items-center gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t('linkHeading')}
      </h2>
      <p className="max-w-md text-center text-sm text-gray-700">{t('linkIntro')}</p>
      <NameField
        ref={input}
        typed={link?.typed ?? ''}
        ok={link?.check.ok ?? true}
        {...(link ? { onChange: link.setTyped } : {})}
      />
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-full border-2 border-berry px-6 py-2.5 font-semibold text-berry-dark hover:bg-pink-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        {t('copyLink')}
      </button>
      {fallback !== null && (
        <label className="flex w-full flex-col gap-1 text-sm text-gray-700">
          {t('copyLinkYourself')}
          <input
            readOnly
            value={fallback}
            className="w-full rounded-lg border border-ink bg-white px-3 py-2.5 text-ink"
            ref={(el) => el?.select()}
          />
        </label>
      )}
      <p className="max-w-md text-center text-xs text-gray-700">
        {t('linkCarries', { sure: link?.sure ? 'yes' : 'no', named: named ? 'yes' : 'no' })}
      </p>
    </section>
  );
}
