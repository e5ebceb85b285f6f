'use client';

import { ShareIcon } from '../ui/icons';
import { shareFromTap } from './share-file';
import type { SharePictureState } from './use-share-picture';

/**
 * "Share picture" and a preview of the story picture. Rendered in /flavor's prerendered markup
 * too (with the button not ready yet and the preview's box reserved), so nothing moves when it is ready.
 */
export function SharePicture({
  state,
  flavor,
  sampleName,
  fromAnswers,
  secondFlavor,
  url,
}: {
  state: SharePictureState | null;
  flavor: string | null;
  /** A built-in sample listener's name: the alt text says whose picture it is. */
  sampleName?: string;
  /** A result from the listening quiz: the alt text says it comes from answers. */
  fromAnswers?: boolean;
  /** The second scoop's flavour, when the result names one: the picture draws it, the alt text says it. */
  secondFlavor?: string;
  /** The link the share sheet carries (the visitor's personal link); the flavour page if not given. */
  url?: string | null;
}) {
  const ready = state?.status === 'ready' ? state : null;

  function onShare() {
    // No await before share(): the tap's user activation must still be there (lib/share/share-picture.ts).
    if (ready) shareFromTap(ready.story, url ?? ready.pageUrl);
  }

  return (
    <section aria-labelledby="picture-heading" className="flex flex-col items-center gap-3">
      <h2 id="picture-heading" className="sr-only">
        Your share picture
      </h2>
      <button
        type="button"
        onClick={onShare}
        aria-disabled={!ready}
        aria-busy={state?.status === 'preparing' || state === null}
        className="inline-flex items-center gap-2 rounded-full bg-berry px-6 py-2.5 font-semibold text-white shadow hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        <ShareIcon />
        Share picture
      </button>
      <div className="flex items-center gap-4">
        <div className="flex h-[284px] w-40 items-center justify-center overflow-hidden rounded-2xl bg-white shadow ring-1 ring-black/5">
          {ready ? (
            // eslint-disable-next-line @next/next/no-img-element -- a blob: URL made on this device
            <img
              src={ready.storyUrl}
              width={160}
              height={284}
              alt={`${sampleName ? `Share picture of ${sampleName}` : fromAnswers ? 'Your share picture, from your answers' : 'Your share picture'}: ${flavor ?? 'your flavour'} ice cream${secondFlavor ? ` with a smaller scoop of ${secondFlavor} beside it (a swirl of ${secondFlavor})` : ''}, the three trait scores and #datarevolution`}
              className="h-full w-full object-cover"
            />
          ) : (
            <p className="px-3 text-center text-sm text-gray-700" role="status">
              {state?.status === 'failed'
                ? 'This device could not draw the picture.'
                : 'Scooping your picture…'}
            </p>
          )}
        </div>
        {ready && (
          <a
            href={ready.squareUrl}
            download={ready.squareName}
            className="max-w-36 text-sm font-semibold text-berry-dark underline"
          >
            Download the square picture
          </a>
        )}
      </div>
    </section>
  );
}
