import { brand } from '../brand';
import { accentColors, DARK_TEXT } from '../flavor/contrast';
import { fitText, type FontSpec, type Measure } from './fit-text';
import {
  PICTURE_FONT_FAMILY,
  PICTURE_SIZES,
  type DrawOp,
  type PictureFormat,
  type PictureWords,
} from './picture-layout';

/**
 * The crew picture (docs/crew.md), story (1080×1920) or square (1080×1080): the crew's sundae, one disc per
 * member in their flavour's accent with their label under it, and the crew's flavour, as drawing operations
 * computed without a canvas (like picture-layout.ts and duo-layout.ts; the same painter executes all three).
 * There is one `art` operation: the crew's flavour's ingredient art. The members' flavours are their
 * colours only: ten arts would be too small to read and ten images to fetch.
 *
 * Words as in the other pictures: the labels ("Sam", "Scoop 3") and the flavour's words come from the caller
 * in the page's language, the picture's own from `t` (the catalogue's `Picture`). Names are drawn as text.
 */

/** lib/crew's MAX_CREW (lib/share may not import lib/crew): the sundae is laid out for ten at most. */
export const MAX_SCOOPS = 10;

export interface CrewScoop {
  /** The member's name, or "Scoop 3": the caller's words. */
  label: string;
  /** The member's flavour's colour. */
  accentHex: string;
}

export interface CrewPictureInput {
  /** In joining order; one to ten (more are left out: no crew holds more). */
  scoops: readonly CrewScoop[];
  /** The crew's flavour. */
  funkyFlavorName: string;
  personalityType: string;
  accentHex: string;
  /** The crew's flavour page without the scheme, printed at the foot. */
  pageLabel: string;
}

/** Baselines of single lines and edges of the boxes, top to bottom; tests hold every text to these. */
export interface CrewBands {
  product: number;
  event: number;
  title: number;
  count: number;
  glassTop: number;
  glassBottom: number;
  cardTop: number;
  cardBottom: number;
  tag: number;
  site: number;
}

export const CREW_BANDS: Readonly<Record<PictureFormat, CrewBands>> = {
  story: {
    product: 104,
    event: 156,
    title: 256,
    count: 312,
    glassTop: 356,
    glassBottom: 1108,
    cardTop: 1196,
    cardBottom: 1772,
    tag: 1840,
    site: 1896,
  },
  square: {
    product: 58,
    event: 96,
    title: 150,
    count: 186,
    glassTop: 208,
    glassBottom: 628,
    cardTop: 680,
    cardBottom: 960,
    tag: 1024,
    site: 1062,
  },
};

interface Metrics {
  margin: number;
  product: readonly number[];
  event: readonly number[];
  title: readonly number[];
  count: readonly number[];
  /** Scoops in the longest row: four in the tall story (bigger scoops, three rows), five in the square (two). */
  perRow: number;
  glassPad: number;
  maxDisc: number;
  ring: number;
  discGap: number;
  rowGap: number;
  /** Space between two labels side by side. */
  labelGap: number;
  label: readonly number[];
  stem: { w: number; h: number };
  foot: { w: number; h: number };
  cardRadius: number;
  band: number;
  heading: readonly number[];
  cardPad: number;
  art: number;
  name: readonly number[];
  type: readonly number[];
  tag: number;
  site: readonly number[];
  /** The story stacks the card's art over its words; the square has no height to spare and sets them side by side. */
  card: 'stacked' | 'beside';
}

const METRICS: Readonly<Record<PictureFormat, Metrics>> = {
  story: {
    margin: 64,
    product: [50, 44, 38],
    event: [34, 30, 26],
    title: [64, 56, 48],
    count: [36, 32, 28],
    perRow: 4,
    glassPad: 28,
    maxDisc: 280,
    ring: 5,
    discGap: 14,
    rowGap: 24,
    labelGap: 16,
    label: [34, 30, 27, 24],
    stem: { w: 28, h: 40 },
    foot: { w: 220, h: 16 },
    cardRadius: 40,
    band: 74,
    heading: [32, 28, 24],
    cardPad: 28,
    art: 230,
    name: [68, 60, 52, 46],
    type: [38, 34, 30],
    tag: 44,
    site: [32, 28, 24],
    card: 'stacked',
  },
  square: {
    margin: 48,
    product: [38, 34, 30],
    event: [26, 23, 20],
    title: [40, 36, 32],
    count: [24, 22, 20],
    perRow: 5,
    glassPad: 16,
    maxDisc: 170,
    ring: 4,
    discGap: 10,
    rowGap: 14,
    labelGap: 12,
    label: [26, 24, 22, 20, 18],
    stem: { w: 18, h: 20 },
    foot: { w: 140, h: 10 },
    cardRadius: 32,
    band: 52,
    heading: [22, 20, 18],
    cardPad: 36,
    art: 160,
    name: [50, 44, 38, 34],
    type: [28, 25, 22],
    tag: 34,
    site: [24, 22, 20],
    card: 'beside',
  },
};

const PAGE = '#fff7ed';
const CARD = '#ffffff';
const MUTED = '#5b5866';
/** The page's sundae (components/crew/crew-sundae.tsx): pink-50 with a pink-200 rim and foot. */
const GLASS = '#fdf2f8';
const RIM = '#fbcfe8';
/** A highlight on each scoop, so a disc reads as a scoop; drawn over the accent, never under text. */
const SHINE = 'rgba(255, 255, 255, 0.35)';
/** A label takes at most two lines, and every row keeps room for two: the rows line up whatever the names. */
const LABEL_LINES = 2;

const font = (weight: number): FontSpec => ({ weight, family: PICTURE_FONT_FAMILY });
/**
 * Baseline distance between wrapped lines: 1.25 em, so a line's box (an em above the baseline, a quarter
 * below, as the tests estimate it) never reaches into the next line's.
 */
const lineHeight = (size: number) => Math.ceil(size * 1.25);
/** Height of a block of `lines` lines at `size`, from the first line's top to the last one's descent. */
const blockHeight = (size: number, lines: number) =>
  size + (lines - 1) * lineHeight(size) + Math.ceil(size * 0.25);

/** Rows of scoops, top to bottom: as few rows as the width allows, the shorter rows on top, like a sundae. */
export function sundaeRows(count: number, perRow: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const extra = count % rows;
  return Array.from({ length: rows }, (_, i) => base + (i >= rows - extra ? 1 : 0));
}

export function layoutCrew(
  format: PictureFormat,
  input: CrewPictureInput,
  measure: Measure,
  t: PictureWords,
): DrawOp[] {
  const { width, height } = PICTURE_SIZES[format];
  const m = METRICS[format];
  const Y = CREW_BANDS[format];
  const center = width / 2;
  const outer = width - 2 * m.margin;
  const ops: DrawOp[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, radius: 0, color: PAGE }];
  const rect = (x: number, y: number, w: number, h: number, radius: number, color: string) =>
    ops.push({ kind: 'rect', x, y, w, h, radius, color });
  /**
   * Text on up to `maxLines` lines, the first baseline at `y`; returns the last baseline and the fitted text.
   * Lines are centred on `x`, or start at it with `align` 'left'.
   */
  const block = (
    text: string,
    x: number,
    y: number,
    box: { maxWidth: number; maxLines: number; sizes: readonly number[] },
    weight: number,
    color: string,
    align: 'left' | 'center' = 'center',
  ) => {
    const fitted = fitText(text, { ...box, font: font(weight) }, measure);
    fitted.lines.forEach((line, i) =>
      ops.push({
        kind: 'text',
        text: line,
        x,
        y: y + i * lineHeight(fitted.size),
        font: fitted.font,
        color,
        align,
        maxWidth: box.maxWidth,
      }),
    );
    return { last: y + (fitted.lines.length - 1) * lineHeight(fitted.size), fitted };
  };
  const line = (text: string, y: number, sizes: readonly number[], weight: number, color: string) =>
    block(text, center, y, { maxWidth: outer, maxLines: 1, sizes }, weight, color);

  // The product and the event, as on the other pictures.
  line(`${brand.productName}?`, Y.product, m.product, 800, DARK_TEXT);
  line(`${brand.event.name} · ${brand.event.date}`, Y.event, m.event, 600, MUTED);

  const scoops = input.scoops.slice(0, MAX_SCOOPS);
  line(t('crewTitle'), Y.title, m.title, 800, DARK_TEXT);
  line(t('crewCount', { count: scoops.length }), Y.count, m.count, 600, MUTED);

  // The glass: a rim, the glass, and its foot below it.
  const glassX = m.margin;
  const glassH = Y.glassBottom - Y.glassTop;
  rect(glassX, Y.glassTop, outer, glassH, 72, RIM);
  rect(glassX + 4, Y.glassTop + 4, outer - 8, glassH - 8, 68, GLASS);
  rect(center - m.stem.w / 2, Y.glassBottom, m.stem.w, m.stem.h, 0, RIM);
  rect(center - m.foot.w / 2, Y.glassBottom + m.stem.h, m.foot.w, m.foot.h, m.foot.h / 2, RIM);

  // The scoops: one pitch for every row (the longest row's), so shorter rows sit between the scoops below.
  const rows = sundaeRows(scoops.length, m.perRow);
  const innerW = outer - 2 * m.glassPad;
  const pitch = innerW / Math.max(1, ...rows);
  const labelWidth = Math.floor(pitch - m.labelGap);
  const labelMax = m.label[0] ?? 24;
  const labelBlock = blockHeight(labelMax, LABEL_LINES);
  const innerH = glassH - 2 * m.glassPad;
  const rowsGaps = Math.max(0, rows.length - 1) * m.rowGap;
  const byHeight = (innerH - rowsGaps) / Math.max(1, rows.length) - m.discGap - labelBlock;
  // Room for the ring's neighbour on either side, so two discs never touch.
  const disc = Math.floor(Math.min(m.maxDisc, byHeight, pitch - 2 * m.labelGap));
  const rowH = disc + m.discGap + labelBlock;
  const total = rows.length * rowH + rowsGaps;
  let top = Y.glassTop + Math.floor((glassH - total) / 2);
  let place = 0;
  for (const inRow of rows) {
    for (let i = 0; i < inRow; i++) {
      const scoop = scoops[place++];
      if (!scoop) continue;
      const cx = Math.round(center + (i - (inRow - 1) / 2) * pitch);
      const fill = disc - 2 * m.ring;
      // A dark ring, so a pale flavour (Vanilla's cream) still shows on the pale glass.
      rect(cx - disc / 2, top, disc, disc, disc / 2, DARK_TEXT);
      rect(cx - fill / 2, top + m.ring, fill, fill, fill / 2, accentColors(scoop.accentHex).background);
      const shine = Math.round(disc * 0.22);
      rect(Math.round(cx - disc * 0.3), Math.round(top + disc * 0.16), shine, shine, shine / 2, SHINE);
      const fitted = fitText(
        scoop.label,
        { maxWidth: labelWidth, maxLines: LABEL_LINES, sizes: m.label, font: font(700) },
        measure,
      );
      const first = top + disc + m.discGap + fitted.size;
      fitted.lines.forEach((text, k) =>
        ops.push({
          kind: 'text',
          text,
          x: cx,
          y: first + k * lineHeight(fitted.size),
          font: fitted.font,
          color: DARK_TEXT,
          align: 'center',
          maxWidth: labelWidth,
        }),
      );
    }
    top += rowH + m.rowGap;
  }

  // The crew's flavour: a white card under an accent band that names it.
  const accent = accentColors(input.accentHex);
  const cardH = Y.cardBottom - Y.cardTop;
  rect(m.margin, Y.cardTop, outer, cardH, m.cardRadius, CARD);
  rect(m.margin, Y.cardTop, outer, m.band, m.cardRadius, accent.background);
  // Square off the band's lower corners, so it reads as the card's header.
  rect(m.margin, Y.cardTop + m.band / 2, outer, m.band / 2, 0, accent.background);
  const cardInner = outer - 2 * m.cardPad;
  const heading = fitText(
    t('crewFlavor'),
    { maxWidth: cardInner, maxLines: 1, sizes: m.heading, font: font(800) },
    measure,
  );
  // The heading's cap height sits in the middle of the band.
  const headingY = Y.cardTop + Math.round((m.band + heading.size * 0.7) / 2);
  block(
    t('crewFlavor'),
    center,
    headingY,
    { maxWidth: cardInner, maxLines: 1, sizes: m.heading },
    800,
    accent.text,
  );
  const areaTop = Y.cardTop + m.band;
  const areaH = Y.cardBottom - areaTop;
  const from = ops.length;
  let bottom: number;
  if (m.card === 'stacked') {
    ops.push({ kind: 'art', x: center - m.art / 2, y: areaTop, size: m.art });
    const nameBox = { maxWidth: cardInner, maxLines: 2, sizes: m.name };
    const nameSize = fitText(input.funkyFlavorName, { ...nameBox, font: font(800) }, measure).size;
    const name = block(
      input.funkyFlavorName,
      center,
      areaTop + m.art + 16 + nameSize,
      nameBox,
      800,
      DARK_TEXT,
    );
    const typeBox = { maxWidth: cardInner, maxLines: 2, sizes: m.type };
    const typeSize = fitText(input.personalityType, { ...typeBox, font: font(600) }, measure).size;
    const type = block(
      input.personalityType,
      center,
      name.last + Math.ceil(nameSize * 0.25) + 14 + typeSize,
      typeBox,
      600,
      MUTED,
    );
    bottom = type.last + Math.ceil(typeSize * 0.25);
  } else {
    // The art on the left, the name and the type beside it, left-aligned.
    const artX = m.margin + m.cardPad;
    const textX = artX + m.art + 32;
    const textW = m.margin + outer - m.cardPad - textX;
    ops.push({ kind: 'art', x: artX, y: areaTop, size: m.art });
    const nameBox = { maxWidth: textW, maxLines: 2, sizes: m.name };
    const typeBox = { maxWidth: textW, maxLines: 2, sizes: m.type };
    const nameFit = fitText(input.funkyFlavorName, { ...nameBox, font: font(800) }, measure);
    const typeFit = fitText(input.personalityType, { ...typeBox, font: font(600) }, measure);
    const words =
      blockHeight(nameFit.size, nameFit.lines.length) + 12 + blockHeight(typeFit.size, typeFit.lines.length);
    // The words' block and the art are centred on each other.
    const wordsTop = areaTop + Math.max(0, Math.floor((m.art - words) / 2));
    const name = block(
      input.funkyFlavorName,
      textX,
      wordsTop + nameFit.size,
      nameBox,
      800,
      DARK_TEXT,
      'left',
    );
    const type = block(
      input.personalityType,
      textX,
      name.last + Math.ceil(nameFit.size * 0.25) + 12 + typeFit.size,
      typeBox,
      600,
      MUTED,
      'left',
    );
    bottom = Math.max(areaTop + m.art, type.last + Math.ceil(typeFit.size * 0.25));
  }
  // Centre the content in the card below the band: a short name leaves room above and below.
  const shift = Math.max(0, Math.floor((areaH - (bottom - areaTop)) / 2));
  for (let i = from; i < ops.length; i++) {
    const op = ops[i];
    if (op) ops[i] = { ...op, y: op.y + shift };
  }

  // The hashtag and the crew's flavour page, on the page colour, from the foot up: the page on one line if
  // any size allows, else on two (a long configured site), with the hashtag moved up above them.
  const siteBox = { maxWidth: outer, sizes: m.site, font: font(600) };
  const oneLine = fitText(input.pageLabel, { ...siteBox, maxLines: 1 }, measure);
  const site = oneLine.lines[0]?.endsWith('…')
    ? fitText(input.pageLabel, { ...siteBox, maxLines: 2 }, measure)
    : oneLine;
  const firstSiteY = Y.site - (site.lines.length - 1) * lineHeight(site.size);
  site.lines.forEach((text, i) =>
    ops.push({
      kind: 'text',
      text,
      x: center,
      y: firstSiteY + i * lineHeight(site.size),
      font: site.font,
      color: DARK_TEXT,
      align: 'center',
      maxWidth: outer,
    }),
  );
  const tagY = Math.min(Y.tag, firstSiteY - site.size - Math.ceil(m.tag * 0.25) - 2);
  line(t('hashtag'), tagY, [m.tag], 800, DARK_TEXT);
  return ops;
}
