'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentType, type SVGProps } from 'react';
import { buildShareText } from '@/lib/links/share';
import { flavorText, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import { shareSite } from './share-site';
import { FacebookIcon, InstagramIcon, LinkedInIcon, ShareIcon, TwitterIcon } from '../ui/icons';
import { notifyCopied, notifyCopyFailed } from '../ui/notify';

interface Network {
  name: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  className: string;
}

const NETWORKS: readonly Network[] = [
  { name: 'X', Icon: TwitterIcon, className: 'bg-black text-white' },
  { name: 'Facebook', Icon: FacebookIcon, className: 'bg-[#0866FF] text-white' },
  { name: 'LinkedIn', Icon: LinkedInIcon, className: 'bg-[#0A66C2] text-white [--icon-knockout:#0A66C2]' },
  { name: 'Instagram', Icon: InstagramIcon, className: 'bg-[#D6005A] text-white' },
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
    <section aria-labelledby="share-heading" className="flex flex-col items-center gap-3">
      <h2 id="share-heading" className="flex items-center gap-2 text-lg font-bold">
        <ShareIcon />
        {t('heading')}
      </h2>
      <ul className="flex gap-3">
        {NETWORKS.map(({ name, Icon, className }) => (
          <li key={name}>
            <button
              type="button"
              aria-label={t('shareOn', { network: name })}
              data-network={name}
              onClick={() => void share(name)}
              className={`flex h-12 w-12 items-center justify-center rounded-full shadow transition hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry ${className}`}
            >
              <Icon width={22} height={22} />
            </button>
          </li>
        ))}
      </ul>
      {fallbackText !== null && (
        <label className="flex w-full flex-col gap-1 text-sm text-gray-700">
          {t('copyText')}
          <textarea
            readOnly
            value={fallbackText}
            rows={4}
            className="w-full rounded-lg border border-gray-300 bg-white p-2 text-ink"
            ref={(el) => el?.select()}
          />
        </label>
      )}
    </section>
  );
}
