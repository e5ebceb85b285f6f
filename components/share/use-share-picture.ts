'use client';

import { readQuiz, readSample } from '@/lib/result-io/extras';
import { useTranslations } from 'next-intl';
import { useSampleName } from '../ui/use-sample-name';
import { useEffect, useState } from 'react';
import { ingredientSrc } from '@/lib/flavor/ingredients';
import { readScore, type FlavorResult } from '@/lib/flavor/result';
import { swirlOfResult } from '@/lib/flavor/swirl';
import { flavorPageUrl } from '@/lib/flavor/slug';
import { flavorText, rowName, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import { pictureFileName, withoutScheme } from '@/lib/share/share-or-download';
import { shareSite } from './share-site';
import { whenIdle } from '../browser/when-idle';

export type SharePictureState =
  | { status: 'preparing' }
  | {
      status: 'ready';
      story: File;
      storyUrl: string;
      squareUrl: string;
      squareName: string;
      /** The public flavour page the share names. */
      pageUrl: string;
      /** The one number the picture states ("More outgoing than 82% of listeners"), for its alt text. */
      stat: string;
    }
  | { status: 'failed' };

/** The site's flavour page for a result; a flavour outside the table links the home page. */
function pageFor(flavor: ResolvedFlavor): { url: string; slug: string } {
  const site = shareSite();
  const slug = flavor.row?.slug;
  return slug ? { url: flavorPageUrl(site, slug), slug } : { url: site, slug: 'flavor' };
}

/**
 * Prepares both pictures as soon as the result shows, so the tap on "Share picture" can call
 * navigator.share at once (lib/share/share-or-download.ts). The drawing code is loaded here, on demand: it is
 * not part of any page's first load. The pictures speak the page's language: the flavour's words (flavorText
 * of the result's resolved flavour), the picture's own from the catalogue's `Picture`.
 */
export function useSharePicture(
  result: FlavorResult | null,
  flavor: ResolvedFlavor | null,
): SharePictureState {
  // Tagged with the result it was made for: a newer result reads as 'preparing' until its picture is ready.
  const [state, setState] = useState<{ source: FlavorResult; value: SharePictureState } | null>(null);
  const t = useTranslations('Picture');
  const names = useTranslations('Flavors');
  const placeholder = useTranslations('Ingredients')('placeholder');
  const sampleName = useSampleName();

  useEffect(() => {
    if (!result || !flavor) return;
    let cancelled = false;
    const urls: string[] = [];
    const prepare = async () => {
      const [{ drawPicture, loadArt }, { statLine }, { textureFor }] = await Promise.all([
        import('@/lib/share/draw-picture'),
        import('@/lib/share/picture-layout'),
        import('@/lib/share/scoop-art'),
      ]);
      const page = pageFor(flavor);
      // Storage is outside input: the sample marker passes its guard again before the picture names it.
      const sample = readSample(result.sample);
      const second = swirlOfResult(result)?.second ?? null;
      const words = flavorText(flavor, names, placeholder);
      const input = {
        funkyFlavorName: words.name,
        personalityType: words.type,
        accentHex: result.primary_color.hex,
        texture: textureFor(flavor.row?.slug),
        scores: {
          E: readScore(result.E_score) ?? 0,
          C: readScore(result.C_score) ?? 0,
          O: readScore(result.O_score) ?? 0,
        },
        // The flavour page, short and readable: the share sheet carries the personal link beside the file.
        pageLabel: withoutScheme(page.url),
        ...(sample ? { sampleName: sampleName(sample.name) } : {}),
        ...(readQuiz(result.quiz) ? { fromAnswers: true } : {}),
        ...(second
          ? {
              secondFlavorName: rowName(second, names),
              secondAccentHex: second.color.hex,
              secondTexture: textureFor(second.slug),
            }
          : {}),
      };
      const art = await loadArt(ingredientSrc(flavor.row));
      // The second scoop's art, drawn smaller beside the first (the n-th art op draws the n-th picture).
      const arts = second ? [art, await loadArt(ingredientSrc(second))] : [art];
      const storyBlob = await drawPicture('story', input, arts, t);
      const squareBlob = await drawPicture('square', input, arts, t);
      if (cancelled) return;
      const story = new File([storyBlob], pictureFileName(page.slug), { type: 'image/png' });
      const squareName = pictureFileName(page.slug, true);
      const square = new File([squareBlob], squareName, { type: 'image/png' });
      const storyUrl = URL.createObjectURL(story);
      const squareUrl = URL.createObjectURL(square);
      urls.push(storyUrl, squareUrl);
      setState({
        source: result,
        value: {
          status: 'ready',
          story,
          storyUrl,
          squareUrl,
          squareName,
          pageUrl: page.url,
          stat: statLine(input.scores, t),
        },
      });
    };
    // Drawn when the page is idle: the tap comes much later.
    const run = () =>
      void prepare().catch((error: unknown) => {
        console.error('The share picture could not be drawn.', error);
        if (!cancelled) setState({ source: result, value: { status: 'failed' } });
      });
    const cancel = whenIdle(run);
    return () => {
      cancelled = true;
      cancel();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [result, flavor, t, names, placeholder, sampleName]);

  return state && state.source === result ? state.value : { status: 'preparing' };
}
