'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { localePath } from '@/lib/i18n/routing';

/**
 * The connect dialog's widget frame (components/landing/widget-frame.tsx), as the dialog holds it: in the
 * browser only (it reads the page's address to choose its widget), with the built-in widget inside.
 */
const Frame = dynamic(
  () => import('@/components/landing/widget-frame').then((m) => ({ default: m.WidgetFrame })),
  { ssr: false },
);

/**
 * The frame of `/states/frame`: a found flavour opens /flavor as the landing's dialog does, but in place of this
 * page, so Back returns to the states page rather than run the widget again.
 */
export function StateFrame() {
  const router = useRouter();
  const locale = useLocale();
  return <Frame onFound={() => router.replace(localePath(locale, '/flavor'))} />;
}
