import { DARK_TEXT } from '../flavor/contrast';
import type { TraitKey } from '../flavor/table';
import type { DrawOp } from './draw-op';
import { fitBalanced, fitText, type Measure } from './fit-text';
import { deepOn, mix } from './paint';
import {
  blockHeight,
  frameOps,
  pictureFont,
  picturePage,
  PICTURE_SIZES,
  stickerOps,
  whiteBoxOp,
  WHITE,
  type PictureFormat,
  type PictureWords,
} from './picture-layout';
import { coneShapes, scoopShapes, textureOf } from './scoop-art';

/**
 * The "duo" picture, story (1080×1920) or square (1080×1080): the visitor's cone beside a friend's, each in
 * its flavour's colour and texture with its ingredient as a sticker, whose it is and the flavour's name under
 * it, then the match score, what it means and the pair's line, as drawing operations computed without a
 * canvas (like picture-layout.ts; the same painter executes both). The two `art` operations come in order:
 * the visitor's first, the friend's second. Everything but the background stays between 14% and 86% of the
 * height (Instagram's controls). Words as in picture-layout.ts: the sides' words and the pair's line from the
 * caller, in the page's language, the picture's own from `t`.
 */

/** The story's size (the duo picture shared from the pair view); the square is PICTURE_SIZES.square. */
export const DUO_SIZE = PICTURE_SIZES.story;

export interface DuoSide {
  /** "Me" (`me`), a sample listener's name, or the friend's name as the link carried it. */
  label: string;
  funkyFlavorName: string;
  personalityType: string;
  accentHex: string;
  /** Whole numbers 0–100. */
  scores: Readonly<Record<TraitKey, number>>;
}

export interface DuoInput {
  me: DuoSide;
  friend: DuoSide;
  /** 0–100. */
  match: number;
  /** The pair's line (lib/links/pairs.ts). */
  line: string;
  /** The flavour page without the scheme, printed at the foot: short and readable. */
  pageLabel: string;
  /**
   * The personal link without the scheme. No longer printed: its hash reads as noise on a picture; the share
   * sheet carries it with the file, and the page's address on the picture stays readable.
   */
  linkLabel?: string;
}

interface Metrics {
  stamp: number;
  who: readonly number[];
  name: readonly number[];
  match: readonly number[];
  note: readonly number[] | null;
  line: readonly number[];
  lineMax: number;
  tag: number;
  site: readonly number[];
  maxScoop: number;
  gap: number;
  margin: number;
}

const METRICS: Readonly<Record<PictureFormat, Metrics>> = {
  story: {
    stamp: 28,
    who: [32, 28, 24],
    name: [60, 54, 48, 42, 38],
    match: [140, 124, 110, 96],
    note: [30, 27, 24],
    line: [44, 40, 36, 32],
    lineMax: 3,
    tag: 40,
    site: [32, 28, 24, 22],
    maxScoop: 165,
    gap: 28,
    margin: 72,
  },
  square: {
    stamp: 22,
    who: [24, 22, 20],
    name: [40, 36, 32, 28],
    match: [84, 76, 68, 60],
    note: null,
    line: [30, 27, 24, 22],
    lineMax: 3,
    tag: 28,
    site: [24, 22, 20, 18],
    maxScoop: 92,
    gap: 16,
    margin: 56,
  },
};

export function layoutDuo(
  format: PictureFormat,
  input: DuoInput,
  measure: Measure,
  t: PictureWords,
): DrawOp[] {
  const m = METRICS[format];
  // The ground: a tint between the two flavours, a soft disc of each in the corners.
  const blend = mix(input.me.accentHex, input.friend.accentHex, 0.5);
  const page = picturePage(format, blend, format === 'story' ? 5 : 9);
  const { width, center, ops, ink, text } = page;
  const outer = width - 2 * m.margin;
  const { stampBottom, footTop } = frameOps(page, m, input.pageLabel, outer, t, measure);

  // The match, its note and the pair's line, above the foot.
  const match = fitText(
    t('duoMatch', { ratio: input.match / 100 }),
    { maxWidth: outer, maxLines: 1, sizes: m.match, font: pictureFont(700) },
    measure,
  );
  const note = m.note
    ? fitBalanced(
        t('duoMatchNote'),
        { maxWidth: outer, maxLines: 2, sizes: m.note, font: pictureFont(500) },
        measure,
      )
    : null;
  const line = fitBalanced(
    input.line,
    { maxWidth: outer - 40, maxLines: m.lineMax, sizes: m.line, font: pictureFont(500) },
    measure,
  );
  const lower = blockHeight(match) + (note ? 8 + blockHeight(note) : 0) + m.gap + blockHeight(line) + m.gap;

  // Each side: its cone, whose it is and its flavour's name.
  const col = (outer - m.gap) / 2;
  const sides = [input.me, input.friend] as const;
  const words = sides.map((side) => ({
    who: fitText(
      side.label.toUpperCase(),
      { maxWidth: col - 40, maxLines: 1, sizes: m.who, font: pictureFont(700) },
      measure,
    ),
    name: fitBalanced(
      side.funkyFlavorName,
      { maxWidth: col, maxLines: 2, sizes: m.name, font: pictureFont(700) },
      measure,
    ),
  }));
  const whoH = Math.max(...words.map((w) => blockHeight(w.who))) + Math.round(m.who[0]! * 0.8);
  const nameH = Math.max(...words.map((w) => blockHeight(w.name)));
  const areaTop = stampBottom + m.gap;
  const lowerTop = footTop - m.gap - lower;
  const coneH = lowerTop - areaTop - whoH - nameH - 2 * m.gap;
  const r = Math.min(m.maxScoop, coneH / 3.45, col / 2.6);
  const used = 3.45 * r + whoH + nameH + 2 * m.gap;
  let y = areaTop + Math.max(0, Math.round((lowerTop - areaTop - used) / 2));
  sides.forEach((side, i) => {
    const cx = m.margin + col / 2 + i * (col + m.gap);
    const lean = i === 0 ? 1 : -1;
    const cy = y + 1.02 * r;
    ops.push(...coneShapes(cx, cy + 0.25 * r, 0.8 * r, 2.15 * r));
    ops.push(
      ...scoopShapes(cx, cy, r, {
        hex: side.accentHex,
        texture: textureOf(side.accentHex),
        seed: i + 3,
        drip: true,
        rotate: lean * 7,
      }),
    );
    // The sticker on the outer side, level with the cone's top.
    const sx = cx - lean * 0.98 * r;
    const sy = cy + 0.85 * r;
    const sr = 0.44 * r;
    ops.push(...stickerOps(sx, sy, sr, side.accentHex));
    // Whose: a white pill.
    const w = words[i]!;
    const whoTop = y + 3.45 * r + m.gap;
    const pillW = measure(w.who.lines[0] ?? '', w.who.font) + w.who.size * 1.6;
    const pillH = whoH - Math.round(m.who[0]! * 0.3);
    ops.push(whiteBoxOp(cx - pillW / 2, whoTop, pillW, pillH, pillH / 2));
    text(
      w.who,
      cx,
      whoTop + Math.round((pillH - blockHeight(w.who)) / 2),
      deepOn(side.accentHex, WHITE),
      col - 40,
    );
    text(w.name, cx, whoTop + whoH + Math.round(m.gap * 0.5), DARK_TEXT, col);
  });
  y = lowerTop;
  y = text(match, center, y, ink, outer);
  if (note) y = text(note, center, y + 8, DARK_TEXT, outer);
  // The pair's line in a white card.
  const cardTop = y + m.gap - 14;
  ops.push(whiteBoxOp(m.margin, cardTop, outer, blockHeight(line) + 28 + 10, 40, 0.85));
  text(line, center, cardTop + 14 + 5, DARK_TEXT, outer - 40);
  return ops;
}
