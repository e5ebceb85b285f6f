'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentType, type SVGProps } from 'react';
import { buildShareText } from '@/lib/links/share';
import { flavorText, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import { shareSite } from './share-site';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from '../ui/brand-icons';
import { ICON_BUTTON_CLASS } from '../ui/button';
import { notifyCopied, notifyCopyFailed } from '../ui/notify';

interface Network {
  name: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The spec's four buttons, drawn as the system's one icon button: a neutral circle with the brand's glyph. */
const NETWORKS: readonly Network[] = [
  { name: 'X', Icon: TwitterIcon },
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
  { name: 'Instagram', Icon: InstagramIcon },
];

/**
 * docs/product-rules.md § Screens, § Constants: every button copies the same share text. "Copied" is only claimed when the clipboard write
 * succeeded; otherwise the text is shown, selected, for the visitor to copy by hand.
 */
export function ShareRow({
  flavor,
}: {
  /** `null` only in /flavor's prerendered markup, which no one can click before it hydrates. */
  flavor: ResolvedFlavor | null;
}) {
  const [fallbackText, setFallbackText] = useState<string | null>(null);
  const t = useTranslations('Share');
  const toastWords = useTranslations('Toasts');
  const names = useTranslations('Flavors');
  const placeholder = useTranslations('Ingredients')('placeholder');

  async function share(network: string) {
    if (!flavor) return;
    const text = buildShareText(flavorText(flavor, names, placeholder), shareSite(), t);
    try {
      await navigator.clipboard.writeText(text);
      setFallbackText(null);
      notifyCopied(network, toastWords);
    } catch {
      setFallbackText(text);
      notifyCopyFailed(toastWords);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap items-center gap-3" aria-label={t('copyFor')}>
        {NETWORKS.map(({ name, Icon }) => (
          <li key={name}>
            <button
              type="button"
              aria-label={t('shareOn', { network: name })}
              data-network={name}
              onClick={() => void share(name)}
              className={ICON_BUTTON_CLASS}
            >
              <Icon width={22} height={22} />
            </button>
          </li>
        ))}
      </ul>
      {fallbackText !== null && (
        <label className="flex w-full flex-col gap-1 text-sm text-muted">
          {t('copyText')}
          <textarea
            readOnly
            value={fallbackText}
            rows={4}
            className="w-full rounded-tile border border-line bg-white p-2 text-ink"
            ref={(el) => el?.select()}
          />
        </label>
      )}
    </div>
  );
}
