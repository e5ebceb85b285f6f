import { useTranslations } from 'next-intl';
import { buttonClass } from '../ui/button';
import { Footer } from '../ui/footer';
import type { LazyWords } from '../words/lazy-messages';
import { SvgImage } from '../ui/svg-image';
import { landingTitle } from '@/lib/brand';
import { ConnectEntry } from './connect-entry';
import { ConnectOpening, OPENING_POPOVER_ID } from './connect-opening';

/**
 * The landing: rendered on the server, so its words cost no JavaScript; only the button and what it opens are
 * client code (connect-entry.tsx). `dialog` is the dialog's words, handed over as data: the dialog brings its
 * own provider when it loads (components/words/lazy-messages.tsx).
 */
export function LandingPage({ dialog }: { dialog: LazyWords }) {
  const t = useTranslations('Landing');
  const opening = useTranslations('Dialog')('opening');
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-6 px-5 pt-16 text-center">
        <SvgImage src="/ingredients/placeholder.svg" alt="" width={96} height={96} priority />
        <h1 className="font-display text-2xl font-bold text-balance sm:text-3xl">{landingTitle}</h1>
        <p className="max-w-prose text-lg text-pretty text-muted">{t('subtitle')}</p>
        <ConnectEntry label={t('cta')} opening={opening} words={dialog} className={buttonClass('primary')} />
        <p className="text-sm text-muted">{t('justForFun')}</p>
      </main>
      <Footer />
      <div
        id={OPENING_POPOVER_ID}
        popover="auto"
        className="m-0 size-auto max-h-none max-w-none border-0 bg-transparent p-0"
      >
        <ConnectOpening label={opening} />
      </div>
    </div>
  );
}
