import { brand } from '../brand';
import { accentColors, DARK_TEXT } from '../flavor/contrast';
import { HIGH_THRESHOLD, type TraitKey } from '../flavor/table';
import { fitText, type FontSpec, type Measure } from './fit-text';
import { PICTURE_FONT_FAMILY, type DrawOp, type PictureWords } from './picture-layout';

/**
 * The "duo" story picture (1080×1920): the visitor's flavour beside a friend's, the match score, the pair's
 * line and the three traits on shared bars, as drawing operations computed without a canvas (like
 * picture-layout.ts; the same painter executes both). The two `art` operations come in order: the
 * visitor's first, the friend's second. Mine is marked by a circle, theirs by a square, so the two read
 * apart even when both flavours are dark (Chocolate and Coffee). Words as in picture-layout.ts: the sides'
 * words and the pair's line from the caller, in the page's language, the picture's own from `t`.
 */

export const DUO_SIZE = { width: 1080, height: 1920 } as const;

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
  /** The flavour page without the scheme, printed at the foot. */
  pageLabel: string;
  /** The personal link without the scheme (scores only): printed instead when it fits on one line. */
  linkLabel?: string;
}

const CARD = '#ffffff';
const PAGE = '#fff7ed';
const TRACK = '#ece7e1';
const MUTED = '#5b5866';
const M = 64;
const GAP = 24;
const COL = (DUO_SIZE.width - 2 * M - GAP) / 2;
const PAD = 28;

/** Bands, top to bottom: baselines of single lines, edges of the white boxes. */
export const DUO_BANDS = {
  product: 104,
  event: 156,
  cardTop: 196,
  band: 74,
  cardBottom: 760,
  matchTop: 788,
  matchBottom: 1184,
  traitsTop: 1212,
  traitsBottom: 1764,
  tag: 1840,
  site: 1894,
} as const;
const Y = DUO_BANDS;

const font = (weight: number): FontSpec => ({ weight, family: PICTURE_FONT_FAMILY });
const lineHeight = (size: number) => Math.round(size * 1.12);
const clampScore = (score: number) => Math.round(Math.min(100, Math.max(0, score)));

export function layoutDuo(input: DuoInput, measure: Measure, t: PictureWords): DrawOp[] {
  const { width, height } = DUO_SIZE;
  const center = width / 2;
  const outer = width - 2 * M;
  const ops: DrawOp[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, radius: 0, color: PAGE }];
  const rect = (x: number, y: number, w: number, h: number, radius: number, color: string) =>
    ops.push({ kind: 'rect', x, y, w, h, radius, color });
  const text = (
    t: string,
    x: number,
    y: number,
    css: string,
    color: string,
    maxWidth: number,
    align: 'left' | 'center' | 'right' = 'center',
  ) => ops.push({ kind: 'text', text: t, x, y, font: css, color, align, maxWidth });
  /** Centred text on up to `maxLines` lines, the first baseline at `y`; returns the last baseline. */
  const block = (
    t: string,
    x: number,
    y: number,
    box: { maxWidth: number; maxLines: number; sizes: readonly number[] },
    weight: number,
    color: string,
  ) => {
    const fitted = fitText(t, { ...box, font: font(weight) }, measure);
    fitted.lines.forEach((line, i) =>
      text(line, x, y + i * lineHeight(fitted.size), fitted.font, color, box.maxWidth),
    );
    return y + (fitted.lines.length - 1) * lineHeight(fitted.size);
  };

  block(
    `${brand.productName}?`,
    center,
    Y.product,
    { maxWidth: outer, maxLines: 1, sizes: [50, 44, 38] },
    800,
    DARK_TEXT,
  );
  block(
    `${brand.event.name} · ${brand.event.date}`,
    center,
    Y.event,
    { maxWidth: outer, maxLines: 1, sizes: [34, 30, 26] },
    600,
    MUTED,
  );

  // Two cards side by side: an accent band saying whose flavour it is, the art, the flavour and the type.
  const sides = [input.me, input.friend] as const;
  const contents: { from: number; to: number; bottom: number }[] = [];
  sides.forEach((side, i) => {
    const x = M + i * (COL + GAP);
    const mid = x + COL / 2;
    const inner = COL - 2 * PAD;
    const accent = accentColors(side.accentHex);
    rect(x, Y.cardTop, COL, Y.cardBottom - Y.cardTop, 40, CARD);
    rect(x, Y.cardTop, COL, Y.band, 40, accent.background);
    // Square off the band's lower corners, so it reads as the card's header.
    rect(x, Y.cardTop + Y.band / 2, COL, Y.band / 2, 0, accent.background);
    block(
      side.label.toUpperCase(),
      mid,
      Y.cardTop + 50,
      { maxWidth: inner, maxLines: 1, sizes: [32, 28, 24] },
      800,
      accent.text,
    );
    const art = 180;
    const artY = Y.cardTop + Y.band + 26;
    const from = ops.length;
    ops.push({ kind: 'art', x: mid - art / 2, y: artY, size: art });
    const name = { maxWidth: inner, maxLines: 2, sizes: [60, 52, 46, 40] };
    const last = block(side.funkyFlavorName, mid, artY + art + 72, name, 800, DARK_TEXT);
    const typeLast = block(
      side.personalityType,
      mid,
      last + 54,
      { maxWidth: inner, maxLines: 2, sizes: [32, 28, 24] },
      600,
      MUTED,
    );
    contents.push({ from, to: ops.length, bottom: typeLast + 10 });
  });
  // Centre the taller content below the band and move the other by as much, so the arts stay level.
  const gapAbove = 26;
  const gapBelow = Y.cardBottom - Math.max(...contents.map((c) => c.bottom));
  const shift = Math.max(0, Math.floor((gapBelow - gapAbove) / 2));
  for (const { from, to } of contents)
    for (let i = from; i < to; i++) {
      const op = ops[i];
      if (op) ops[i] = { ...op, y: op.y + shift };
    }

  // The match score, what it means, and the pair's line.
  rect(M, Y.matchTop, outer, Y.matchBottom - Y.matchTop, 40, CARD);
  const inner = outer - 2 * 48;
  block(
    // The match score's meaning follows in the picture's own voice (the page says it with `matchExplanation`).
    t('duoMatch', { ratio: input.match / 100 }),
    center,
    Y.matchTop + 132,
    { maxWidth: inner, maxLines: 1, sizes: [112, 100, 88] },
    800,
    DARK_TEXT,
  );
  const note = block(
    t('duoMatchNote'),
    center,
    Y.matchTop + 186,
    { maxWidth: inner, maxLines: 2, sizes: [30, 27, 24] },
    600,
    MUTED,
  );
  rect(center - 60, note + 28, 120, 10, 5, accentColors(input.me.accentHex).background);
  block(
    input.line,
    center,
    note + 100,
    { maxWidth: inner, maxLines: 3, sizes: [40, 36, 32, 30] },
    700,
    DARK_TEXT,
  );

  // The traits: one bar each, the line at 60, my circle above the middle and their square below it.
  rect(M, Y.traitsTop, outer, Y.traitsBottom - Y.traitsTop, 40, CARD);
  const left = M + 48;
  const right = width - M - 48;
  const barW = right - left;
  const marker = (shape: 'circle' | 'square', cx: number, cy: number, size: number, hex: string) => {
    const fill = size - 10;
    rect(cx - size / 2, cy - size / 2, size, size, shape === 'circle' ? size / 2 : 6, DARK_TEXT);
    rect(
      cx - fill / 2,
      cy - fill / 2,
      fill,
      fill,
      shape === 'circle' ? fill / 2 : 4,
      accentColors(hex).background,
    );
  };
  const legendY = Y.traitsTop + 70;
  const legendWidth = barW / 2 - 56;
  sides.forEach((side, i) => {
    const x = left + i * (barW / 2);
    marker(i === 0 ? 'circle' : 'square', x + 16, legendY - 10, 32, side.accentHex);
    const label = fitText(
      side.label.toUpperCase(),
      { maxWidth: legendWidth, maxLines: 1, sizes: [28, 24, 20], font: font(700) },
      measure,
    );
    text(label.lines[0] ?? '', x + 44, legendY, label.font, DARK_TEXT, legendWidth, 'left');
  });
  const traitSize = 34;
  const traitFont = `600 ${traitSize}px ${PICTURE_FONT_FAMILY}`;
  const scoreFont = `800 ${traitSize}px ${PICTURE_FONT_FAMILY}`;
  const bar = 22;
  const at = (score: number) => left + 20 + Math.round(((barW - 40) * score) / 100);
  let y = legendY + 16;
  for (const trait of ['E', 'C', 'O'] as const) {
    const mine = clampScore(input.me.scores[trait]);
    const theirs = clampScore(input.friend.scores[trait]);
    y += 34 + traitSize;
    const scoreText = `${mine} · ${theirs}`;
    const scoreWidth = measure(scoreText, scoreFont);
    text(t(`traits.${trait}`), left, y, traitFont, DARK_TEXT, barW - scoreWidth - 24, 'left');
    text(scoreText, right, y, scoreFont, DARK_TEXT, scoreWidth, 'right');
    y += 36;
    rect(left, y, barW, bar, bar / 2, TRACK);
    const tick = left + Math.round((barW * HIGH_THRESHOLD) / 100);
    rect(tick - 3, y - 10, 6, bar + 20, 3, DARK_TEXT);
    marker('circle', at(mine), y + bar / 2 - 8, 40, input.me.accentHex);
    marker('square', at(theirs), y + bar / 2 + 8, 40, input.friend.accentHex);
    y += bar + 20;
  }

  // The hashtag and the address, on the page colour: the personal link if it fits on one line, else the page.
  text(t('hashtag'), center, Y.tag, `800 48px ${PICTURE_FONT_FAMILY}`, DARK_TEXT, outer);
  const site = { maxWidth: outer, maxLines: 1, sizes: [32, 28, 24], font: font(600) };
  const link = input.linkLabel && fitText(input.linkLabel, site, measure);
  const shown = link && !link.lines[0]?.endsWith('…') ? link : fitText(input.pageLabel, site, measure);
  text(shown.lines[0] ?? '', center, Y.site, shown.font, DARK_TEXT, outer);
  return ops;
}
