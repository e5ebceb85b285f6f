'use client';

import { readQuiz, readSample } from '@/lib/result-io/canonical';
import { useLocale, useTranslations } from 'next-intl';
import { useSampleName } from '../ui/use-sample-name';
import { useEffect, useState } from 'react';
import { ingredientImageFor } from '@/lib/flavor/ingredients';
import { personalLinkUrl, readingFromResult } from '@/lib/links/link';
import { readScore, type FlavorResult } from '@/lib/flavor/result';
import { swirlOfResult } from '@/lib/flavor/swirl';
import { flavorPageUrl, slugForFlavor } from '@/lib/flavor/slug';
import { findRowByFunkyFlavor, rowText } from '@/lib/flavor/table';
import { pictureFileName, withoutScheme } from '@/lib/share/share-picture';
import { shareSite } from './share-site';
import { whenIdle } from '../ui/when-idle';

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
    }
  | { status: 'failed' };

/** The site's flavour page for a result; a flavour outside the table links the home page. */
function pageFor(result: FlavorResult): { url: string; slug: string } {
  const site = shareSite();
  const slug = slugForFlavor(result.funky_flavour_name);
  return slug ? { url: flavorPageUrl(site, slug), slug } : { url: site, slug: 'flavor' };
}

/**
 * Prepares both pictures as soon as the result shows, so the tap on "Share picture" can call
 * navigator.share at once (lib/share/share-picture.ts). The drawing code is loaded here, on demand: it is
 * not part of any page's first load. The pictures speak the page's language: the flavour's words from its
 * row (rowText), the picture's own from the catalogue's `Picture`.
 */
export function useSharePicture(result: FlavorResult | null): SharePictureState {
  // Tagged with the result it was made for: a newer result reads as 'preparing' until its picture is ready.
  const [state, setState] = useState<{ source: FlavorResult; value: SharePictureState } | null>(null);
  const t = useTranslations('Picture');
  const locale = useLocale();
  const sampleName = useSampleName();

  useEffect(() => {
    if (!result) return;
    let cancelled = false;
    const urls: string[] = [];
    const prepare = async () => {
      const { drawPicture, loadArt } = await import('@/lib/share/draw-picture');
      const page = pageFor(result);
      // Storage is outside input: the sample marker passes its guard again before the picture names it.
      const sample = readSample(result.sample);
      const second = swirlOfResult(result)?.second ?? null;
      // The result keeps English: a flavour of the table is drawn with its row's words in this language.
      const row = findRowByFunkyFlavor(result.funky_flavour_name);
      const words = row && rowText(row, locale);
      const secondRow = second && findRowByFunkyFlavor(second.funkyFlavorName);
      const input = {
        funkyFlavorName: words ? words.funkyFlavorName : result.funky_flavour_name,
        personalityType: words ? words.personalityType : result.personality_type,
        accentHex: result.primary_color.hex,
        scores: {
          E: readScore(result.E_score) ?? 0,
          C: readScore(result.C_score) ?? 0,
          O: readScore(result.O_score) ?? 0,
        },
        pageLabel: withoutScheme(page.url),
        // The personal link, scores only: the picture never carries a name (docs/sharing-links.md).
        linkLabel: withoutScheme(personalLinkUrl(shareSite(), readingFromResult(result))),
        ...(sample ? { sampleName: sampleName(sample.name) } : {}),
        ...(readQuiz(result.quiz) ? { fromAnswers: true } : {}),
        ...(second
          ? {
              secondFlavorName: secondRow
                ? rowText(secondRow, locale).funkyFlavorName
                : second.funkyFlavorName,
            }
          : {}),
      };
      const art = await loadArt(ingredientImageFor(result.funky_flavour_name).src);
      // The second scoop's art, drawn smaller beside the first (the n-th art op draws the n-th picture).
      const arts = second ? [art, await loadArt(ingredientImageFor(second.funkyFlavorName).src)] : [art];
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
        value: { status: 'ready', story, storyUrl, squareUrl, squareName, pageUrl: page.url },
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
  }, [result, t, locale, sampleName]);

  return state && state.source === result ? state.value : { status: 'preparing' };
}
