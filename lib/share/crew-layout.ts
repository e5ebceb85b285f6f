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
 * The crew picture (docs/crew.md § The crew picture): the crew's own flavour in a card, and the sundae, one
 * scoop per member in their flavour's colour with their name or "Scoop n" beneath, in the two sizes of the
 * single picture (1080×1920 story, 1080×1080 square). Drawing operations computed without a canvas, like
 * picture-layout.ts and duo-layout.ts; the same painter draws all three. One `art` operation: the crew
 * flavour's ingredient. Words as in the other layouts: the flavour's and the members' labels from the caller in
 * the page's language, the picture's own from `t`.
 */

export interface CrewPictureMember {
  /** The member's name as their link carried it, or "Scoop 3". Drawn as text only. */
  label: string;
  /** Their flavour's colour. */
  accentHex: string;
}

export interface CrewPictureInput {
  /** The crew's flavour. */
  funkyFlavorName: string;
  personalityType: string;
  accentHex: string;
  /** One to ten, in the crew's order. */
  members: readonly CrewPictureMember[];
  /** The crew flavour's page without the scheme, printed at the foot (never the crew link: it holds names). */
  pageLabel: string;
}

const CARD = '#ffffff';
const PAGE = '#fff7ed';
const GLASS = '#fde7f0';
const MUTED = '#5b5866';

/** Where each part goes in a format: the card with the flavour, the sundae's box and its grid, the foot. */
interface Frame {
  product: number;
  event: number;
  header: readonly number[];
  card: { x: number; y: number; w: number; h: number };
  art: number;
  name: readonly number[];
  type: readonly number[];
  sundae: { x: number; y: number; w: number; h: number };
  columns: number;
  scoop: number;
  label: readonly number[];
  tag: number;
  tagSize: number;
  site: number;
  siteSizes: readonly number[];
}

export const CREW_FRAMES: Readonly<Record<PictureFormat, Frame>> = {
  // One column: header, the flavour's card, the sundae under it, the foot.
  story: {
    product: 112,
    event: 166,
    header: [50, 44, 38],
    card: { x: 64, y: 210, w: 952, h: 880 },
    art: 260,
    name: [96, 84, 72, 60],
    type: [48, 42, 36],
    sundae: { x: 64, y: 1120, w: 952, h: 660 },
    columns: 4,
    scoop: 150,
    label: [32, 28, 24],
    tag: 1846,
    tagSize: 48,
    site: 1896,
    siteSizes: [32, 28, 24],
  },
  // Two columns: the card on the left, the sundae on the right, the foot across.
  square: {
    product: 70,
    event: 112,
    header: [40, 34, 30],
    card: { x: 48, y: 144, w: 470, h: 800 },
    art: 170,
    name: [64, 56, 48, 40],
    type: [34, 30, 26, 22],
    sundae: { x: 542, y: 144, w: 490, h: 800 },
    columns: 3,
    scoop: 104,
    label: [24, 22, 20],
    tag: 1000,
    tagSize: 36,
    site: 1048,
    siteSizes: [26, 24, 20],
  },
};

const font = (weight: number): FontSpec => ({ weight, family: PICTURE_FONT_FAMILY });
const lineHeight = (size: number) => Math.round(size * 1.12);

export function layoutCrew(
  format: PictureFormat,
  input: CrewPictureInput,
  measure: Measure,
  t: PictureWords,
): DrawOp[] {
  const { width, height } = PICTURE_SIZES[format];
  const f = CREW_FRAMES[format];
  const center = width / 2;
  const outer = width - 2 * f.card.x;
  const ops: DrawOp[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, radius: 0, color: PAGE }];
  const rect = (x: number, y: number, w: number, h: number, radius: number, color: string) =>
    ops.push({ kind: 'rect', x, y, w, h, radius, color });
  /** Centred text on up to `maxLines` lines, the first baseline at `y`; returns the last baseline. */
  const block = (
    text: string,
    x: number,
    y: number,
    box: { maxWidth: number; maxLines: number; sizes: readonly number[] },
    weight: number,
    color: string,
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
        align: 'center',
        maxWidth: box.maxWidth,
      }),
    );
    return y + (fitted.lines.length - 1) * lineHeight(fitted.size);
  };

  block(
    `${brand.productName}?`,
    center,
    f.product,
    { maxWidth: outer, maxLines: 1, sizes: f.header },
    800,
    DARK_TEXT,
  );
  block(
    `${brand.event.name} · ${brand.event.date}`,
    center,
    f.event,
    { maxWidth: outer, maxLines: 1, sizes: f.header.map((s) => Math.round(s * 0.7)) },
    600,
    MUTED,
  );

  // The crew's flavour: an accent band saying so, the ingredient, the flavour and its type, how many scoops.
  const { card } = f;
  const mid = card.x + card.w / 2;
  const inner = card.w - 2 * (format === 'story' ? 56 : 32);
  const accent = accentColors(input.accentHex);
  const band = format === 'story' ? 84 : 64;
  rect(card.x, card.y, card.w, card.h, 40, CARD);
  rect(card.x, card.y, card.w, band, 40, accent.background);
  rect(card.x, card.y + band / 2, card.w, band / 2, 0, accent.background);
  block(
    t('crewLabel'),
    mid,
    card.y + Math.round(band * 0.66),
    { maxWidth: inner, maxLines: 1, sizes: format === 'story' ? [36, 32, 28] : [26, 22, 20] },
    800,
    accent.text,
  );
  const artY = card.y + band + (format === 'story' ? 36 : 28);
  ops.push({ kind: 'art', x: mid - f.art / 2, y: artY, size: f.art });
  let y = artY + f.art + (f.name[0] ?? 0) + 8;
  y = block(input.funkyFlavorName, mid, y, { maxWidth: inner, maxLines: 2, sizes: f.name }, 800, DARK_TEXT);
  y += (f.type[0] ?? 0) + 24;
  y = block(input.personalityType, mid, y, { maxWidth: inner, maxLines: 2, sizes: f.type }, 600, MUTED);
  // How many scoops, at the card's foot (one or two lines), never over the type above it.
  const countSize = f.type[f.type.length - 1] ?? 22;
  const countBox = { maxWidth: inner, maxLines: 2, sizes: [countSize, Math.round(countSize * 0.85)] };
  const count = fitText(
    t('crewCount', { count: input.members.length }),
    { ...countBox, font: font(700) },
    measure,
  );
  const countLines = (count.lines.length - 1) * lineHeight(count.size);
  const foot = card.y + card.h - (format === 'story' ? 48 : 36) - countLines;
  block(
    t('crewCount', { count: input.members.length }),
    mid,
    Math.max(y + countSize + 28, foot),
    countBox,
    700,
    DARK_TEXT,
  );

  // The sundae: a glass of the page's pink, the scoops in rows of `columns`, each row centred, a label under each.
  const { sundae } = f;
  rect(sundae.x, sundae.y, sundae.w, sundae.h, 56, GLASS);
  const members = input.members.slice(0, 10);
  const rows = Math.max(1, Math.ceil(members.length / f.columns));
  const cell = sundae.w / f.columns;
  const labelSize = f.label[0] ?? 24;
  const rowHeight = Math.min((sundae.h - 48) / rows, f.scoop + labelSize * 2.2 + 16);
  const scoop = Math.min(f.scoop, rowHeight - labelSize * 2.2 - 16);
  const top = sundae.y + (sundae.h - rows * rowHeight) / 2;
  members.forEach((member, i) => {
    const row = Math.floor(i / f.columns);
    const inRow = Math.min(f.columns, members.length - row * f.columns);
    const col = i % f.columns;
    const cx = sundae.x + (sundae.w - inRow * cell) / 2 + col * cell + cell / 2;
    const cy = top + row * rowHeight + 8 + scoop / 2;
    // A dark ring, then the flavour's colour: light colours still read on the pink glass.
    rect(cx - scoop / 2, cy - scoop / 2, scoop, scoop, scoop / 2, DARK_TEXT);
    const fill = scoop - 10;
    rect(cx - fill / 2, cy - fill / 2, fill, fill, fill / 2, accentColors(member.accentHex).background);
    block(
      member.label,
      cx,
      cy + scoop / 2 + labelSize + 4,
      { maxWidth: cell - 16, maxLines: 1, sizes: f.label },
      700,
      DARK_TEXT,
    );
  });

  // The hashtag and the crew flavour's page, on the page colour (never the crew link: it carries names).
  block(t('hashtag'), center, f.tag, { maxWidth: outer, maxLines: 1, sizes: [f.tagSize] }, 800, DARK_TEXT);
  block(
    input.pageLabel,
    center,
    f.site,
    { maxWidth: outer, maxLines: 1, sizes: f.siteSizes },
    600,
    DARK_TEXT,
  );
  return ops;
}
