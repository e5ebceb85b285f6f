'use client';

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ICON_BUTTON_CLASS } from '../ui/button';
import { CloseIcon } from '../ui/icons';
import { LazyMessages, type LazyWords } from '../words/lazy-messages';
import { WidgetFrame } from './widget-frame';

interface ConnectDialogProps {
  /** The dialog's words (the landing's `Dialog`, `Toasts` and `Offline`): it provides them itself, see LazyMessages. */
  words: LazyWords;
  open: boolean;
  onClose: () => void;
  /** Called once the panel is in the page (Headless UI's portal renders it from the second render on). */
  onShown?: () => void;
  /** Called once the widget's result is saved, instead of going to /flavor (the crew page's "Add my scoop"). */
  onFound?: () => void;
}

/**
 * docs/product-rules.md § Screens, § States: the 'Connect Spotify' modal holding the widget. Headless UI closes it on Escape and on a
 * click on the dark backdrop, traps focus inside and returns it to the button that opened it.
 */
export function ConnectDialog({ words, ...props }: ConnectDialogProps) {
  return (
    <LazyMessages words={words}>
      <DialogView {...props} />
    </LazyMessages>
  );
}

function DialogView({ open, onClose, onShown, onFound }: Omit<ConnectDialogProps, 'words'>) {
  const t = useTranslations('Dialog');
  const panel = useCallback(
    (element: HTMLElement | null) => {
      if (element) onShown?.();
    },
    [onShown],
  );
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-black/70" data-testid="dialog-backdrop" />
      <div className="fixed inset-0 flex w-screen items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          ref={panel}
          className="flex max-h-[calc(100dvh-2.5rem)] w-full max-w-xl flex-col overflow-hidden rounded-t-card bg-white shadow-2xl sm:max-h-[92dvh] sm:rounded-card"
        >
          <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-1">
            <DialogTitle className="font-display text-xl font-bold text-ink">{t('title')}</DialogTitle>
            <CloseButton aria-label={t('close')} className={ICON_BUTTON_CLASS}>
              <CloseIcon />
            </CloseButton>
          </div>
          {/* The widget can be taller than the screen: this region scrolls, so keyboard users must reach it. */}
          <div
            className="overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-berry"
            tabIndex={0}
            role="region"
            aria-label={t('region')}
          >
            <WidgetFrame onFound={onFound} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
