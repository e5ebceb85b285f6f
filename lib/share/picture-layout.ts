import { brand } from '../brand';
import { accentColors, DARK_TEXT } from '../flavor/contrast';
import { HIGH_THRESHOLD, type TraitKey } from '../flavor/table';
import type { Translator } from '../i18n/translator';
import { fitText, type FontSpec, type Measure } from './fit-text';

/**
 * The share pictures as a list of drawing operations, computed without a canvas so tests can
 * check that every text line fits its box for every flavour and both sizes. lib/share/draw-picture.ts
 * only executes the list. No emoji anywhere: they are drawn by each device's own emoji font.
 *
 * Every word drawn comes from the caller: the flavour's words in the page's language (rowText of
 * lib/flavor/table.ts) in the input, the picture's own words from `t` (the catalogue's `Picture`).
 */

/** The picture's own words, in the language of the page that draws it. */
export type PictureWords = Translator<'Picture'>;

export type PictureFormat = 'story' | 'square';

export const PICTURE_SIZES: Readonly<Record<PictureFormat, { width: number; height: number }>> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/** The site's own font stack (app/globals.css): the pictures look like the page, with no web font to fetch. */
export const PICTURE_FONT_FAMILY =
  "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const font = (weight: number): FontSpec => ({ weight, family: PICTURE_FONT_FAMILY });

export interface PictureInput {
  funkyFlavorName: string;
  personalityType: string;
  accentHex: string;
  scores: Readonly<Record<TraitKey, number>>;
  /** The flavour page without the scheme, e.g. "flavor.example.com/flavor/caramel". */
  pageLabel: string;
  /** The personal link without the scheme (scores only): printed instead when it fits on one line. */
  linkLabel?: string;
  /** Set for a built-in sample listener ("Maya, a sample listener"): it replaces "MY ICE-CREAM FLAVOR" (`label`). */
  sampleName?: string;
  /** Set for a result from the listening quiz: the label says it comes from answers. */
  fromAnswers?: boolean;
  /** The second scoop's flavour, when the result names one: a smaller scoop beside the first, and a line. */
  secondFlavorName?: string;
}

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; radius: number; color: string }
  | {
      kind: 'text';
      text: string;
      x: number;
      /** Baseline. */
      y: number;
      font: string;
      color: string;
      align: 'left' | 'center' | 'right';
      /** The box the text must fit in (tests check it). */
      maxWidth: number;
    }
  | { kind: 'art'; x: number; y: number; size: number };

const CARD = '#ffffff';
const TRACK = '#ece7e1';
const MUTED = '#5b5866';

interface Metrics {
  margin: number;
  headerY: number;
  header: number;
  cardTop: number;
  cardBottom: number;
  pad: number;
  art: number;
  label: number;
  name: readonly number[];
  type: readonly number[];
  traitText: number;
  bar: number;
  traitGap: number;
  tag: number;
  site: readonly number[];
  /** Space under the last footer line. */
  footPad: number;
}

const METRICS: Readonly<Record<PictureFormat, Metrics>> = {
  story: {
    margin: 72,
    headerY: 190,
    header: 56,
    cardTop: 300,
    cardBottom: 1620,
    pad: 64,
    art: 300,
    label: 30,
    name: [120, 104, 92, 80, 68],
    type: [56, 48, 42, 36],
    traitText: 40,
    bar: 28,
    traitGap: 44,
    tag: 52,
    site: [36, 32, 28, 24],
    footPad: 110,
  },
  square: {
    margin: 48,
    headerY: 92,
    header: 34,
    cardTop: 124,
    cardBottom: 948,
    pad: 40,
    art: 170,
    label: 20,
    name: [72, 62, 54, 48],
    type: [36, 30, 26, 22],
    traitText: 30,
    bar: 22,
    traitGap: 24,
    tag: 30,
    site: [24, 22, 20, 18],
    footPad: 22,
  },
};

/** Baseline distance between wrapped lines. */
const lineHeight = (size: number) => Math.round(size * 1.12);

export function layoutPicture(
  format: PictureFormat,
  input: PictureInput,
  measure: Measure,
  t: PictureWords,
): DrawOp[] {
  return layoutFrom(format, input, measure, t, 0);
}

/**
 * The layout with the flavour's name at `m.name.slice(nameFrom)`. When the card's content runs past the
 * card (a long German name and type, each on two lines, with a second scoop), the name starts a size
 * smaller, until the content fits or the name is at its smallest.
 */
function layoutFrom(
  format: PictureFormat,
  input: PictureInput,
  measure: Measure,
  t: PictureWords,
  nameFrom: number,
): DrawOp[] {
  const { width, height } = PICTURE_SIZES[format];
  const m = METRICS[format];
  const accent = accentColors(input.accentHex);
  const ops: DrawOp[] = [
    { kind: 'rect', x: 0, y: 0, w: width, h: height, radius: 0, color: accent.background },
  ];
  const center = width / 2;

  const text = (
    t: string,
    y: number,
    css: string,
    color: string,
    maxWidth: number,
    align: 'left' | 'center' | 'right' = 'center',
    x = center,
  ) => ops.push({ kind: 'text', text: t, x, y, font: css, color, align, maxWidth });

  // Event branding on the accent, above the card.
  const outer = width - 2 * m.margin;
  const product = fitText(
    `${brand.productName}?`,
    { maxWidth: outer, maxLines: 1, sizes: [m.header, m.header - 6, m.header - 12], font: font(800) },
    measure,
  );
  const eventSize = Math.round(m.header * 0.72);
  const event = fitText(
    `${brand.event.name} · ${brand.event.date}`,
    { maxWidth: outer, maxLines: 1, sizes: [eventSize, eventSize - 4, eventSize - 8], font: font(600) },
    measure,
  );
  text(product.lines[0] ?? '', m.headerY - lineHeight(event.size) - 4, product.font, accent.text, outer);
  text(event.lines[0] ?? '', m.headerY, event.font, accent.text, outer);

  // The white card: art, the flavour, the type and the three traits.
  const cardX = m.margin;
  const cardW = width - 2 * m.margin;
  const inner = cardW - 2 * m.pad;
  ops.push({
    kind: 'rect',
    x: cardX,
    y: m.cardTop,
    w: cardW,
    h: m.cardBottom - m.cardTop,
    radius: 48,
    color: CARD,
  });
  const cardOpsFrom = ops.length;
  let y = m.cardTop + m.pad;
  // With a second scoop the art is a little smaller: the line that names the scoop needs the room.
  const art = input.secondFlavorName ? Math.round(m.art * 0.85) : m.art;
  if (input.secondFlavorName) {
    // The second scoop: its art smaller still, beside the first and level with its foot.
    const small = Math.round(art * 0.6);
    const gap = Math.round(art * 0.08);
    const x = Math.round(center - (art + gap + small) / 2);
    ops.push({ kind: 'art', x, y, size: art });
    ops.push({ kind: 'art', x: x + art + gap, y: y + art - small, size: small });
  } else ops.push({ kind: 'art', x: center - art / 2, y, size: art });
  y += art + m.label + Math.round(m.label * 0.8);
  const label = fitText(
    input.sampleName ? input.sampleName.toUpperCase() : input.fromAnswers ? t('labelAnswers') : t('label'),
    { maxWidth: inner, maxLines: 1, sizes: [m.label, m.label - 4, m.label - 8], font: font(700) },
    measure,
  );
  text(label.lines[0] ?? '', y, label.font, MUTED, inner);

  // A block of up to two lines across the card, below `y`; returns its font size.
  const block = (content: string, sizes: readonly number[], weight: number, color: string): number => {
    const fitted = fitText(content, { maxWidth: inner, maxLines: 2, sizes, font: font(weight) }, measure);
    for (const line of fitted.lines) {
      y += lineHeight(fitted.size);
      text(line, y, fitted.font, color, inner);
    }
    return fitted.size;
  };
  y += Math.round(m.label * 0.5);
  block(input.funkyFlavorName, m.name.slice(nameFrom), 800, DARK_TEXT);
  // The second scoop by name, whole: on one line at the type's sizes if any fits, else on two.
  if (input.secondFlavorName) {
    const swirl = t('swirl', { flavor: input.secondFlavorName });
    const sizes = m.type.slice(1);
    const one = fitText(swirl, { maxWidth: inner, maxLines: 1, sizes, font: font(700) }, measure);
    if (one.lines[0]?.endsWith('…')) block(swirl, sizes, 700, DARK_TEXT);
    else {
      y += lineHeight(one.size);
      text(one.lines[0] ?? '', y, one.font, DARK_TEXT, inner);
    }
  }
  y += Math.round(m.label * 0.3);
  const typeSize = block(input.personalityType, m.type, 600, MUTED);
  // An accent rule under the type, so even a pale accent shows inside the card.
  y += Math.round(typeSize * 0.6);
  ops.push({ kind: 'rect', x: center - 60, y, w: 120, h: 10, radius: 5, color: accent.background });
  y += 10;

  // Traits: name left, "72 High" right, then a bar with a tick where 60 sits.
  const scoreFont = `800 ${m.traitText}px ${PICTURE_FONT_FAMILY}`;
  const left = cardX + m.pad;
  const right = cardX + cardW - m.pad;
  for (const trait of ['E', 'C', 'O'] as const) {
    const score = Math.round(Math.min(100, Math.max(0, input.scores[trait])));
    const level = score >= HIGH_THRESHOLD ? 'high' : 'low';
    y += m.traitGap + m.traitText;
    const scoreText = t('score', { score, level });
    const scoreWidth = measure(scoreText, scoreFont);
    // A long trait name (German "Gewissenhaftigkeit" beside "100 niedrig") steps down a size or two.
    const nameWidth = inner - scoreWidth - 24;
    const sizes = [m.traitText, m.traitText - 4, m.traitText - 8, m.traitText - 12];
    const name = fitText(
      t(`traits.${trait}`),
      { maxWidth: nameWidth, maxLines: 1, sizes, font: font(600) },
      measure,
    );
    text(name.lines[0] ?? '', y, name.font, DARK_TEXT, nameWidth, 'left', left);
    text(scoreText, y, scoreFont, DARK_TEXT, scoreWidth, 'right', right);
    y += Math.round(m.bar * 0.6);
    ops.push({ kind: 'rect', x: left, y, w: inner, h: m.bar, radius: m.bar / 2, color: TRACK });
    const fill = Math.max(m.bar, Math.round((inner * score) / 100));
    ops.push({ kind: 'rect', x: left, y, w: fill, h: m.bar, radius: m.bar / 2, color: accent.background });
    // The line between Low and High: dark, so it shows on the fill and on the track alike.
    const tick = left + Math.round((inner * HIGH_THRESHOLD) / 100);
    ops.push({ kind: 'rect', x: tick - 3, y: y - 8, w: 6, h: m.bar + 16, radius: 3, color: DARK_TEXT });
    y += m.bar;
  }

  // Centre the content in the card: a short name leaves room that is shared above and below.
  const slack = Math.floor((m.cardBottom - m.pad - y) / 2);
  if (slack < 0 && nameFrom < m.name.length - 1) return layoutFrom(format, input, measure, t, nameFrom + 1);
  if (slack > 0)
    for (let i = cardOpsFrom; i < ops.length; i++) {
      const op = ops[i];
      if (op) ops[i] = { ...op, y: op.y + slack };
    }

  // Below the card, on the accent: the hashtag and the flavour page, laid out from the bottom up.
  // The personal link instead if it fits on one line; the page on one line if any size allows, else two.
  const siteOptions = { maxWidth: outer, sizes: m.site, font: font(600) };
  const link = input.linkLabel && fitText(input.linkLabel, { ...siteOptions, maxLines: 1 }, measure);
  const address = link && !link.lines[0]?.endsWith('…') ? (input.linkLabel ?? '') : input.pageLabel;
  const oneLine = fitText(address, { ...siteOptions, maxLines: 1 }, measure);
  const site = oneLine.lines[0]?.endsWith('…')
    ? fitText(address, { ...siteOptions, maxLines: 2 }, measure)
    : oneLine;
  const lastSiteY = height - m.footPad;
  const firstSiteY = lastSiteY - (site.lines.length - 1) * lineHeight(site.size);
  const tagY = Math.min(
    firstSiteY - lineHeight(site.size) - Math.round(m.tag * 0.2),
    m.cardBottom + 2 * m.tag,
  );
  text(t('hashtag'), tagY, `800 ${m.tag}px ${PICTURE_FONT_FAMILY}`, accent.text, outer);
  site.lines.forEach((line, i) =>
    text(line, firstSiteY + i * lineHeight(site.size), site.font, accent.text, outer),
  );
  return ops;
}

/** The bottom of the card's content, for tests: it must stay inside the card. */
export function contentBottom(format: PictureFormat, ops: readonly DrawOp[]): number {
  const m = METRICS[format];
  return Math.max(
    ...ops
      .filter((op) => op.kind !== 'rect' || (op.y > m.cardTop && op.y < m.cardBottom))
      .filter((op) => op.kind !== 'text' || op.y < m.cardBottom)
      .map((op) => (op.kind === 'rect' ? op.y + op.h : op.kind === 'art' ? op.y + op.size : op.y)),
  );
}

export function cardBottom(format: PictureFormat): number {
  return METRICS[format].cardBottom;
}
