'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { notifyCopyFailed, notifyLinkCopied } from '../ui/notify';
import { NameField } from './name-field';
import { buttonClass } from '../ui/button';
import { useEarlyTap } from '../ui/use-early-tap';
import { ChevronIcon } from '../ui/icons';
import type { PersonalLink } from './use-personal-link';
import type { NameCheck } from '@/lib/links/friend-name';

/** Before the page is interactive nothing is typed yet: an empty name, which is fine. */
const NO_NAME: NameCheck = { ok: true, name: undefined };

/**
 * "Your link": an optional name, then "Copy my link" (docs/sharing-links.md). Rendered in /flavor's
 * prerendered markup too (`link` null: the field read-only, the button idle), so nothing moves once the
 * page is interactive. "Copied" is only claimed when the clipboard write succeeded; otherwise the link is
 * shown, selected, for the visitor to copy by hand.
 */
export function MyLink({ link }: { link: PersonalLink | null }) {
  const [fallback, setFallback] = useState<string | null>(null);
  const [carries, setCarries] = useState(false);
  // The toggle is in /flavor's prerendered markup: a tap before React runs opens it once React does.
  const toggleCarries = useEarlyTap('link-carries', () => setCarries((was) => !was));
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
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${id}-heading`} className="text-base font-bold">
          {t('linkHeading')}
        </h3>
        <p className="text-sm text-pretty text-muted">{t('linkIntro')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <NameField
          ref={input}
          typed={link?.typed ?? ''}
          check={link?.check ?? NO_NAME}
          className="sm:flex-1"
          {...(link ? { onChange: link.setTyped } : {})}
        />
        <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'sm:mt-6')}>
          {t('copyLink')}
        </button>
      </div>
      {fallback !== null && (
        <label className="flex w-full flex-col gap-1 text-sm text-muted">
          {t('copyLinkYourself')}
          <input
            readOnly
            value={fallback}
            className="w-full rounded-tile border border-ink bg-white px-3 py-2.5 text-ink"
            ref={(el) => el?.select()}
          />
        </label>
      )}
      {/* What the link holds, one tap away: the step stays one line of explanation (docs/design.md). */}
      <button
        type="button"
        aria-expanded={carries}
        aria-controls={`${id}-carries`}
        data-early-tap="link-carries"
        onClick={toggleCarries}
        className={buttonClass('quiet', '-ml-3 self-start')}
      >
        <ChevronIcon className={carries ? 'rotate-180 transition' : 'transition'} />
        {t('linkWhat')}
      </button>
      <p id={`${id}-carries`} hidden={!carries} className="text-sm text-pretty text-muted">
        {t('linkCarries', { sure: link?.sure ? 'yes' : 'no', named: named ? 'yes' : 'no' })}
      </p>
    </section>
  );
}
