'use client';

import { buttonClass } from '../ui/button';
import { ShortName } from '../ui/short-name';
import { useTranslations } from 'next-intl';
import { useSampleName } from '../ui/use-sample-name';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readQuiz, readSample } from '@/lib/result-io/extras';
import { accentColors } from '@/lib/flavor/contrast';
import { clearFriendReading } from '@/lib/links/friend-storage';
import { useStoredFriend } from './use-stored-friend';
import { ingredientSrc } from '@/lib/flavor/ingredients';
import { rowName, rowText, type FlavorNames } from '@/lib/flavor/flavor-text';
import { personalLinkUrl, readingFromResult, rowForReading, type SharedReading } from '@/lib/links/link';
import { matchScore } from '@/lib/links/match';
import { pairLine } from '@/lib/links/pairs';
import type { FlavorResult } from '@/lib/flavor/result';
import { flavorPageUrl } from '@/lib/flavor/slug';
import { swirlFor, swirlOfResult, type Swirl } from '@/lib/flavor/swirl';
import type { FlavorRow } from '@/lib/flavor/table';
import { duoPictureFileName, withoutScheme } from '@/lib/share/share-or-download';
import { DuoPicture } from './duo-picture';
import { NAME_WRAP, WORD_WRAP } from '../ui/word-wrap';
import { Marker, PairTrait, type MarkerShape } from './pair-meter';
import { SvgImage } from '../ui/svg-image';
import type { Translator } from '@/lib/i18n/translator';
import { useDuoPicture, type DuoPictureRequest } from './use-duo-picture';
import { shareSite } from '../share/share-site';

/** Under a side's type: its second scoop, or that it is a sure scoop; nothing for a reading without certainty. */
function swirlNote(
  swirl: Swirl | undefined,
  t: Translator<'Friends'>,
  names: FlavorNames,
): string | undefined {
  if (!swirl) return undefined;
  if (!swirl.second) return t('sureScoop');
  return t('swirlNote', { flavor: rowName(swirl.second, names) });
}

function PairSide({
  label,
  row,
  shape,
  note,
}: {
  label: string;
  row: FlavorRow;
  shape: MarkerShape;
  note?: string | undefined;
}) {
  const accent = accentColors(row.color.hex);
  const words = rowText(row, useTranslations('Flavors'));
  return (
    <li className="flex min-w-0 flex-col items-center gap-2 overflow-hidden rounded-tile pb-4 text-center ring-1 ring-line">
      <p
        className="flex w-full items-center justify-center gap-2 px-3 py-1.5 text-xs font-bold tracking-widest uppercase"
        style={{ backgroundColor: accent.background, color: accent.text }}
      >
        <Marker shape={shape} hex={row.color.hex} />
        <ShortName name={label} />
      </p>
      <SvgImage src={ingredientSrc(row)} alt={words.picture} width={48} height={48} className="h-12 w-12" />
      <p className="px-3 font-bold" style={WORD_WRAP}>
        {words.name}
      </p>
      <p className="px-3 text-sm text-muted" style={WORD_WRAP}>
        {words.type}
      </p>
      {note && (
        <p className="px-3 text-sm font-semibold text-ink" data-testid="pair-swirl">
          {note}
        </p>
      )}
    </li>
  );
}

/**
 * "You and <name>" on /flavor (docs/sharing-links.md): shown when a friend's reading, saved in this tab by
 * their link, sits beside the visitor's own result. Both flavours, the match score and what it means, the
 * pair's line, each trait on one bar with both markers, the duo picture, and "Remove <name>". The friend's
 * name came from a URL: it is rendered as text only. `member`: a crew member the visitor tapped (the crew
 * page), shown instead of the tab's friend and never kept as one, so a look at a crew leaves the friend that a
 * friend's link set on /flavor as it was; there is nothing to remove then.
 */
export function FriendPair({
  result,
  linkUrl,
  member,
}: {
  result: FlavorResult;
  linkUrl: string | null;
  member?: SharedReading | undefined;
}) {
  const { text, reading: stored } = useStoredFriend();
  const friend = member ?? stored;
  const [removed, setRemoved] = useState<{ name: string | undefined } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const t = useTranslations('Friends');
  const pictureWords = useTranslations('Picture');
  const names = useTranslations('Flavors');
  const pairs = useTranslations('Pairs');
  const sampleName = useSampleName();

  useEffect(() => {
    // A stored value that is no valid reading is outside input gone wrong: drop it quietly.
    if (text !== null && !stored) clearFriendReading(window.sessionStorage);
  }, [text, stored]);

  useEffect(() => {
    if (removed) status.current?.focus();
  }, [removed]);

  const pair = useMemo(() => {
    if (!friend) return null;
    const mine = readingFromResult(result);
    const myRow = rowForReading(mine);
    const theirRow = rowForReading(friend);
    const sample = readSample(result.sample);
    // Like the single picture, the duo says so when the visitor's side comes from quiz answers.
    const fromAnswers = !sample && readQuiz(result.quiz) !== undefined;
    const myLabel = sample
      ? sampleName(sample)
      : fromAnswers
        ? pictureWords('meFromAnswers')
        : pictureWords('me');
    const match = matchScore(mine.scores, friend.scores);
    const mySwirl = swirlOfResult(result);
    const theirSwirl = friend.certainty && swirlFor(friend.scores, friend.certainty);
    const line = pairLine(myRow, theirRow, pairs);
    const side = (row: FlavorRow, label: string, scores: typeof mine.scores) => ({
      label,
      funkyFlavorName: rowName(row, names),
      personalityType: rowText(row, names).type,
      accentHex: row.color.hex,
      scores,
    });
    const request: DuoPictureRequest = {
      input: {
        me: side(myRow, myLabel, mine.scores),
        friend: side(theirRow, friend.name ?? pictureWords('myFriend'), friend.scores),
        match,
        line,
        pageLabel: withoutScheme(flavorPageUrl(shareSite(), myRow.slug)),
        linkLabel: withoutScheme(personalLinkUrl(shareSite(), mine)),
      },
      artSources: [ingredientSrc(myRow), ingredientSrc(theirRow)],
      fileName: duoPictureFileName(myRow.slug, theirRow.slug),
    };
    return {
      mine,
      myRow,
      theirRow,
      match,
      line,
      request,
      fromAnswers,
      mySwirl,
      theirSwirl,
    };
  }, [friend, result, names, pairs, pictureWords, sampleName]);

  const picture = useDuoPicture(pair?.request ?? null);

  if (removed)
    return (
      <p ref={status} tabIndex={-1} role="status" className="text-center text-sm text-gray-800">
        {removed.name !== undefined ? t('removedNamed', { name: removed.name }) : t('removedFriend')}
      </p>
    );
  if (!pair || !friend) return null;

  const { mine, myRow, theirRow, match, line, fromAnswers, mySwirl, theirSwirl } = pair;
  const name = friend.name;
  const Who = name ?? t('yourFriend');
  const altWords = {
    mine: rowName(myRow, names),
    theirs: rowName(theirRow, names),
    fromAnswers: fromAnswers ? 'yes' : 'no',
    ratio: match / 100,
  };
  const alt = name !== undefined ? t('duoAltNamed', { ...altWords, name }) : t('duoAltFriend', altWords);

  function remove() {
    clearFriendReading(window.sessionStorage);
    setRemoved({ name });
  }

  return (
    <section
      aria-labelledby="pair-heading"
      data-testid="friend-pair"
      className="grid gap-5 rounded-card bg-white p-5 shadow-xl ring-1 ring-black/5 sm:p-6 lg:grid-cols-2 lg:gap-x-10"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <h2 id="pair-heading" className="text-lg font-bold text-balance" style={NAME_WRAP}>
          {name !== undefined ? t('headingNamed', { name }) : t('headingFriend')}
        </h2>
        <ul className="grid grid-cols-2 gap-3">
          <PairSide label={t('you')} row={myRow} shape="circle" note={swirlNote(mySwirl, t, names)} />
          <PairSide label={Who} row={theirRow} shape="square" note={swirlNote(theirSwirl, t, names)} />
        </ul>
        <div className="flex flex-col items-center gap-1 text-center">
          <p className="font-display text-2xl font-bold text-berry-dark" data-testid="match-score">
            {t('match', { ratio: match / 100 })}
          </p>
          <p className="text-sm text-pretty text-muted">{t('matchExplanation')}</p>
          <p className="mt-2 font-semibold text-balance text-ink" data-testid="pair-line">
            {line}
          </p>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <ul className="flex flex-col gap-2">
          {(['E', 'C', 'O'] as const).map((key) => (
            <PairTrait
              key={key}
              name={pictureWords(`traits.${key}`)}
              mine={{ label: t('you'), score: mine.scores[key], hex: myRow.color.hex }}
              theirs={{ label: Who, score: friend.scores[key], hex: theirRow.color.hex }}
            />
          ))}
        </ul>
        <DuoPicture state={picture} url={linkUrl ?? personalLinkUrl(shareSite(), mine)} alt={alt} />
        {member === undefined && (
          <div className="flex justify-center">
            <button
              type="button"
              onClick={remove}
              data-testid="friend-remove"
              style={NAME_WRAP}
              className={buttonClass('quiet', 'max-w-full')}
            >
              {name !== undefined ? t('removeNamed', { name }) : t('removeFriend')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
