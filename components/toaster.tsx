'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * Spec §1: the only product-specific styling of notifications: light grey background with a blue border
 * by default, a red border for destructive ones. Sonner renders toasts in an aria-live region.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
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
