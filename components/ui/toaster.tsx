'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * docs/product-rules.md § What the product does: the only product-specific styling of notifications: light grey background with a blue border
 * by default, a red border for destructive ones. Sonner renders toasts in an aria-live region.
 *
 * Top right, not bottom centre: bottom-centred toasts sat on the share row, so the tap after a
 * copy landed on a toast. Every control of our pages sits in a centred column no wider than 36rem, which a
 * 360 px toast in the top-right corner of a wide screen never reaches; under 600 px sonner spans the top
 * edge, above the card's header, while the share controls sit lower on the page.
 *
 * Rendered by the layout outside every page's client messages, so the layout hands it its one word.
 */
export function Toaster({ label }: { label: string }) {
  return (
    <Sonner
      // The region's name for screen readers ("Notifications", `Ui.notifications`), in the page's language.
      containerAriaLabel={label}
      position="top-right"
      visibleToasts={3}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            'toast-default flex w-[min(92vw,360px)] flex-col gap-1 rounded-xl border-2 border-blue-600 bg-gray-100 p-4 text-ink shadow-lg',
          error: 'toast-destructive !border-red-600',
          title: 'font-semibold',
          description: 'text-sm text-gray-700',
        },
      }}
    />
  );
}
