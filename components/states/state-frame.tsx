'use client';

import dynamic from 'next/dynamic';

/**
 * The connect dialog's widget frame (components/landing/widget-frame.tsx), as the dialog holds it: in the
 * browser only (it reads the page's address to choose its widget), with the built-in widget inside.
 */
export const StateFrame = dynamic(
  () => import('@/components/landing/widget-frame').then((m) => ({ default: m.WidgetFrame })),
  { ssr: false },
);
