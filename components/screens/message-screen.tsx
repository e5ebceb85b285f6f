import type { ReactNode } from 'react';
import { SvgImage } from '../ui/svg-image';

/** The full-page layout shared by the 404 and the error screens: a tilted scoop, a heading, then actions. */
export function MessageScreen({
  title,
  tilt,
  children,
}: {
  title: string;
  tilt: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <SvgImage
        src="/ingredients/placeholder.svg"
        alt=""
        width={96}
        height={96}
        className={`${tilt === 'left' ? '-rotate-12' : 'rotate-12'} opacity-80`}
      />
      <h1 className="font-display text-2xl font-bold text-balance sm:text-3xl">{title}</h1>
      {children}
    </main>
  );
}
