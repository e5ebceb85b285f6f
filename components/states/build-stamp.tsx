import { stampHostScript } from '@/lib/preview';
import { NAME_WRAP } from '../ui/word-wrap';

/**
 * Which build this is (docs/qa.md), on every page of a development or preview build: a small label fixed in the
 * bottom left corner, one line where it fits (a long branch name is cut short in the words, lib/preview.ts;
 * /states has it whole; a narrow screen wraps it rather than clip it), short enough to rest in the footer's
 * bottom padding once a page is scrolled to its end. Fixed, so nothing it sits on ever moves it (a
 * label at the foot of the page moved as a friend's link filled in: a layout shift). Rendered on the server from
 * values inlined at build time (lib/preview.ts): no JavaScript. It lets every tap through, stays clear of the
 * DE | EN switch (top right) and is left out of print. A production build never renders it (the site layout,
 * app/[locale]/(site)/layout.tsx, asks lib/preview.ts).
 */
export function BuildStamp({ text }: { text: string }) {
  return (
    <>
      <p
        data-build-stamp=""
        style={NAME_WRAP}
        translate="no"
        className="pointer-events-none fixed bottom-1 left-1 z-10 max-w-[calc(100%-0.5rem)] rounded bg-white/85 px-1.5 py-0.5 font-mono text-[10px] leading-tight text-gray-800 ring-1 ring-gray-300 print:hidden"
      >
        {text}
      </p>
      {/* Gone before the first paint under a production host name (lib/preview.ts). */}
      <script dangerouslySetInnerHTML={{ __html: stampHostScript() }} />
    </>
  );
}
