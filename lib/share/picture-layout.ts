import { brand } from '../brand';
import { DARK_TEXT } from '../flavor/contrast';
import { roundScore, type TraitKey } from '../flavor/table';
import type { Translator } from '../i18n/translator';
import { safeBand, type DrawOp, type ShapeOp } from './draw-op';
import { cssFont, fitBalanced, fitText, type FittedText, type FontSpec, type Measure } from './fit-text';
import { deepOn, shade, solid, tint } from './paint';
import { Pen, seeded } from './pen';
import { coneShapes, scoopShapes, stickerShapes, textureOf, type Texture } from './scoop-art';

export type { DrawOp, ShapeOp } from './draw-op';

/**
 * The share picture, story (1080×1920) or square (1080×1080), as a list of drawing operations computed
 * without a canvas, so tests can check every line and drawing (lib/share/draw-picture.ts only executes the
 * list). A badge to post, not a report: a pastel tint of the flavour's colour, the hero scoop on a waffle cone
 * in the flavour's own colour and texture with its ingredient as a sticker, the flavour's name in the display
 * face, the type as a tagline, one flattering number (the trait the visitor stands out on), a small stamp of
 * the pop-up, the hashtag and the flavour page's short address. Everything but the background stays between
 * 14% and 86% of the height: Instagram lays its own controls over the rest. No emoji: each device draws them
 * with its own font.
 *
 * Every word drawn comes from the caller: the flavour's words in the page's language in the input, the
 * picture's own from `t` (the catalogue's `Picture`).
 */

/** The picture's own words, in the language of the page that draws it. */
export type PictureWords = Translator<'Picture'>;

export type PictureFormat = 'story' | 'square';

export const PICTURE_SIZES: Readonly<Record<PictureFormat, { width: number; height: number }>> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/** The display face (app/globals.css, self-hosted): the painter loads it before drawing. */
/** The display face's name in the layouts; the drawer swaps in the family the page loaded (draw-picture.ts). */
export const DISPLAY_FACE = "'Fredoka Variable'";
export const PICTURE_FONT_FAMILY = `${DISPLAY_FACE}, ui-rounded, 'SF Pro Rounded', system-ui, sans-serif`;

export const pictureFont = (weight: number): FontSpec => ({ weight, family: PICTURE_FONT_FAMILY });

/** The pop-up's stamp: its venue and date, proper names the same in every language. */
export const STAMP = `${brand.event.venue.split(', ').join(' · ')} · ${brand.event.date}`.toUpperCase();

export interface PictureInput {
  funkyFlavorName: string;
  personalityType: string;
  accentHex: string;
  /** The flecks of the flavour's scoop (lib/share/scoop-art.ts textureFor). */
  texture?: Texture;
  scores: Readonly<Record<TraitKey, number>>;
  /** The flavour page without the scheme, e.g. "flavor.example.com/flavor/caramel": short and readable. */
  pageLabel: string;
  /** Set for a built-in sample listener ("Maya, a sample listener"): it replaces "MY ICE-CREAM FLAVOR" (`label`). */
  sampleName?: string;
  /** Set for a result from the listening quiz: the label says it comes from answers. */
  fromAnswers?: boolean;
  /** The second scoop's flavour, when the result names one: a smaller scoop on top, its art, and a line. */
  secondFlavorName?: string;
  secondAccentHex?: string;
  secondTexture?: Texture;
}

/** The one number a visitor is glad to post: the trait furthest from the middle, said the flattering way. */
export function standoutTrait(scores: Readonly<Record<TraitKey, number>>): {
  trait: TraitKey;
  side: 'high' | 'low';
  /** 0.5–1: the share of listeners the visitor is "more … than". */
  ratio: number;
} {
  const clamp = (n: number) => roundScore(Number.isFinite(n) ? n : 50);
  let best: TraitKey = 'E';
  for (const trait of ['C', 'O'] as const)
    if (Math.abs(clamp(scores[trait]) - 50) > Math.abs(clamp(scores[best]) - 50)) best = trait;
  const score = clamp(scores[best]);
  const side = score >= 50 ? 'high' : 'low';
  const share = side === 'high' ? score : 100 - score;
  // "More … than 100% of listeners" would be false of anyone: 99 at most.
  return { trait: best, side, ratio: Math.min(99, share) / 100 };
}

/** The stat line, in the picture's language. */
export function statLine(scores: Readonly<Record<TraitKey, number>>, t: PictureWords): string {
  const { trait, side, ratio } = standoutTrait(scores);
  return t(`stat.${trait}.${side}`, { ratio });
}

interface Metrics {
  stamp: number;
  label: number;
  name: readonly number[];
  type: readonly number[];
  swirl: readonly number[];
  stat: readonly number[];
  tag: number;
  site: readonly number[];
  /** The hero scoop's largest radius. */
  maxScoop: number;
  gap: number;
}

const METRICS: Readonly<Record<PictureFormat, Metrics>> = {
  story: {
    stamp: 28,
    label: 30,
    name: [150, 136, 124, 112, 100, 90, 80, 72, 64],
    type: [60, 54, 48, 42],
    swirl: [40, 36, 32],
    stat: [42, 38, 34, 30],
    tag: 40,
    site: [32, 28, 24, 22],
    maxScoop: 235,
    gap: 30,
  },
  square: {
    stamp: 22,
    label: 22,
    name: [96, 86, 76, 68, 60, 54, 48],
    type: [42, 38, 34, 30],
    swirl: [30, 27, 24],
    stat: [30, 27, 24, 22],
    tag: 28,
    site: [24, 22, 20, 18],
    maxScoop: 150,
    gap: 18,
  },
};

/** The pills, cards and badges every picture lays on its ground. */
export const WHITE = '#ffffff';

/** Baseline distance between wrapped lines. */
export const lineHeight = (size: number) => Math.round(size * 1.12);
/** Height of a fitted block: the first line's ascent to the last one's descent. */
export const blockHeight = (fitted: FittedText) =>
  fitted.size + (fitted.lines.length - 1) * lineHeight(fitted.size) + Math.ceil(fitted.size * 0.3);

/** Text helpers over one op list (the share, duo and crew pictures write with the same one). */
export function writer(ops: DrawOp[]) {
  /** A fitted block whose top is `top`, centred on `x` or starting at it; returns its bottom. */
  return (
    fitted: FittedText,
    x: number,
    top: number,
    color: string,
    maxWidth: number,
    align: 'left' | 'center' = 'center',
  ) => {
    let y = top + fitted.size;
    for (const line of fitted.lines) {
      ops.push({ kind: 'text', text: line, x, y, font: fitted.font, color, align, maxWidth });
      y += lineHeight(fitted.size);
    }
    return top + blockHeight(fitted);
  };
}

/**
 * Every picture's foot, on the safe zone's bottom edge: the hashtag in `ink`, the page's short address under
 * it. Returns the foot's top, where the picture's other words must end.
 */
export function footOps(
  ops: DrawOp[],
  foot: { hashtag: string; pageLabel: string; sizes: { tag: number; site: readonly number[] } },
  box: { center: number; bottom: number; maxWidth: number },
  ink: string,
  measure: Measure,
): number {
  const site = fitText(
    foot.pageLabel,
    { maxWidth: box.maxWidth, maxLines: 1, sizes: foot.sizes.site, font: pictureFont(500) },
    measure,
  );
  const tag = fitText(
    foot.hashtag,
    { maxWidth: box.maxWidth, maxLines: 1, sizes: [foot.sizes.tag], font: pictureFont(700) },
    measure,
  );
  const write = writer(ops);
  const footTop = box.bottom - (blockHeight(tag) + 6 + blockHeight(site));
  write(site, box.center, write(tag, box.center, footTop, ink, box.maxWidth) + 6, DARK_TEXT, box.maxWidth);
  return footTop;
}

/**
 * A picture's page: its size and safe band, the op list on the pastel ground of `hex` (backgroundOps, its
 * sprinkles from `seed`), the writer over that list, and the ink that reads on the ground.
 */
export function picturePage(format: PictureFormat, hex: string, seed: number) {
  const { width, height } = PICTURE_SIZES[format];
  const ops = backgroundOps(width, height, hex, seed);
  return {
    width,
    height,
    center: width / 2,
    band: safeBand(height),
    ops,
    text: writer(ops),
    ink: deepOn(hex, tint(hex, 0.84)),
  };
}

export type PicturePage = ReturnType<typeof picturePage>;

/**
 * Every picture's frame on its page: the stamp from the safe band's top, the foot (footOps) on its bottom edge.
 * Returns the stamp's bottom and the foot's top: the picture's own content goes between them.
 */
export function frameOps(
  page: PicturePage,
  sizes: { stamp: number; tag: number; site: readonly number[] },
  pageLabel: string,
  maxWidth: number,
  t: PictureWords,
  measure: Measure,
): { stampBottom: number; footTop: number } {
  const stampBottom = stampOps(
    page.ops,
    page.center,
    page.band.top,
    sizes.stamp,
    page.ink,
    maxWidth,
    measure,
  );
  const footTop = footOps(
    page.ops,
    { hashtag: t('hashtag'), pageLabel, sizes: { tag: sizes.tag, site: sizes.site } },
    { center: page.center, bottom: page.band.bottom, maxWidth },
    page.ink,
    measure,
  );
  return { stampBottom, footTop };
}

/** An ingredient sticker centred on (cx, cy), and the `art` op that draws the ingredient on it. */
export function stickerOps(cx: number, cy: number, r: number, hex: string): DrawOp[] {
  const size = Math.round(r * 1.3);
  return [
    ...stickerShapes(cx, cy, r, hex),
    { kind: 'art', x: Math.round(cx - size / 2), y: Math.round(cy - size / 2), size },
  ];
}

/** A white rounded box (a pill behind a line, a card behind a paragraph), at `alpha` when given. */
export function whiteBoxOp(
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  alpha?: number,
): ShapeOp {
  const pen = new Pen().roundRect(x, y, w, h, radius);
  return { kind: 'shape', d: pen.d, fill: WHITE, ...(alpha === undefined ? {} : { alpha }), box: pen.box };
}

/** The pastel ground: the flavour's tint, two soft discs of it, sprinkles in the free zones. */
export function backgroundOps(width: number, height: number, hex: string, seed: number): DrawOp[] {
  const ground = tint(hex, 0.84);
  const ops: DrawOp[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, radius: 0, color: ground }];
  const soft = tint(hex, 0.72);
  for (const [cx, cy, r] of [
    [width * 0.05, height * 0.04, width * 0.42],
    [width * 0.98, height * 0.97, width * 0.5],
  ] as const) {
    const pen = new Pen().circle(cx, cy, r);
    ops.push({ kind: 'shape', d: pen.d, fill: soft, alpha: 0.8, box: pen.box, background: true });
  }
  // Sprinkles, only in the top and bottom zones: background, under Instagram's controls.
  const random = seeded(seed);
  const colors = [solid(hex), shade(hex, 0.3), WHITE, '#f9a8d4'];
  const band = safeBand(height);
  for (let i = 0; i < 22; i++) {
    const top = i % 2 === 0;
    const x = width * (0.04 + random() * 0.92);
    const y = top
      ? band.top * (0.15 + random() * 0.7)
      : band.bottom + (height - band.bottom) * (0.15 + random() * 0.7);
    const len = width * 0.028;
    const angle = random() * 180;
    const turn = (p: readonly [number, number]): [number, number] => {
      const a = (angle * Math.PI) / 180;
      return [
        x + (p[0] - x) * Math.cos(a) - (p[1] - y) * Math.sin(a),
        y + (p[0] - x) * Math.sin(a) + (p[1] - y) * Math.cos(a),
      ];
    };
    const pen = new Pen(turn).roundRect(x - len / 2, y - len * 0.18, len, len * 0.36, len * 0.18);
    ops.push({
      kind: 'shape',
      d: pen.d,
      fill: colors[i % colors.length],
      alpha: 0.85,
      box: pen.box,
      background: true,
    });
  }
  return ops;
}

/** The stamp: the pop-up's venue and date in an outlined pill, its top at `top`; returns its bottom. */
export function stampOps(
  ops: DrawOp[],
  cx: number,
  top: number,
  size: number,
  color: string,
  maxWidth: number,
  measure: Measure,
): number {
  const fitted = fitText(
    STAMP,
    { maxWidth: maxWidth - 2 * size, maxLines: 1, sizes: [size, size - 2, size - 4], font: pictureFont(600) },
    measure,
  );
  const w = Math.min(maxWidth, measure(fitted.lines[0] ?? '', fitted.font) + 2 * fitted.size);
  const h = Math.round(fitted.size * 2);
  // The outline's width lies half outside the path: the pill starts that far below `top`.
  const line = Math.max(2, size * 0.1);
  top += Math.ceil(line / 2);
  const pen = new Pen().roundRect(cx - w / 2, top, w, h, h / 2);
  ops.push({ kind: 'shape', d: pen.d, stroke: color, lineWidth: line, box: pen.box });
  ops.push({
    kind: 'text',
    text: fitted.lines[0] ?? '',
    x: cx,
    y: top + Math.round(h / 2 + fitted.size * 0.36),
    font: fitted.font,
    color,
    align: 'center',
    maxWidth: maxWidth - 2 * size,
  });
  return top + h + Math.ceil(line / 2);
}

/**
 * A hero cone (and the second scoop on top when there is one) filling a box `height` tall centred on `cx`
 * from `top`; returns the shapes and where the art stickers go.
 */
function hero(
  input: PictureInput,
  cx: number,
  top: number,
  height: number,
  maxR: number,
): { shapes: ShapeOp[]; stickers: { cx: number; cy: number; r: number; hex: string }[] } {
  const second = input.secondFlavorName !== undefined && input.secondAccentHex !== undefined;
  // Heights in scoop radii: the second scoop's dome, the scoop's dome, the lip and the cone.
  const units = second ? 4.05 : 3.45;
  const r = Math.min(maxR, height / units);
  const used = units * r;
  const cy = top + (height - used) / 2 + (second ? 1.85 : 1.02) * r;
  const shapes: ShapeOp[] = [];
  shapes.push(...coneShapes(cx, cy + 0.25 * r, 0.8 * r, 2.15 * r));
  if (second)
    shapes.push(
      ...scoopShapes(cx + 0.08 * r, cy - 1.05 * r, 0.8 * r, {
        hex: input.secondAccentHex ?? input.accentHex,
        texture: input.secondTexture ?? textureOf(input.secondAccentHex ?? input.accentHex),
        seed: 2,
        rotate: 8,
      }),
    );
  shapes.push(
    ...scoopShapes(cx, cy, r, {
      hex: input.accentHex,
      texture: input.texture ?? textureOf(input.accentHex),
      seed: 1,
      drip: true,
      rotate: -4,
    }),
  );
  const stickers = [{ cx: cx + 1.02 * r, cy: cy + 0.72 * r, r: 0.5 * r, hex: input.accentHex }];
  if (second)
    stickers.push({
      cx: cx - 0.95 * r,
      cy: cy - 0.75 * r,
      r: 0.34 * r,
      hex: input.secondAccentHex ?? input.accentHex,
    });
  return { shapes, stickers };
}

export function layoutPicture(
  format: PictureFormat,
  input: PictureInput,
  measure: Measure,
  t: PictureWords,
): DrawOp[] {
  const m = METRICS[format];
  const page = picturePage(format, input.accentHex, format === 'story' ? 7 : 11);
  const { width, ops, ink: deep, text: write } = page;

  const square = format === 'square';
  const margin = square ? 64 : 80;
  // The square sets the words beside the cone; the story under it.
  const textW = square ? 500 : width - 2 * margin;
  const textX = square ? width - margin - textW : width / 2;
  const align = square ? 'left' : 'center';

  const label = fitText(
    input.sampleName ? input.sampleName.toUpperCase() : input.fromAnswers ? t('labelAnswers') : t('label'),
    { maxWidth: textW, maxLines: 1, sizes: [m.label, m.label - 4, m.label - 8], font: pictureFont(600) },
    measure,
  );
  const name = fitBalanced(
    input.funkyFlavorName,
    { maxWidth: textW, maxLines: 2, sizes: m.name, font: pictureFont(700) },
    measure,
  );
  const swirl = input.secondFlavorName
    ? fitBalanced(
        t('swirl', { flavor: input.secondFlavorName }),
        { maxWidth: textW, maxLines: 2, sizes: m.swirl, font: pictureFont(500) },
        measure,
      )
    : null;
  const type = fitBalanced(
    input.personalityType,
    { maxWidth: textW, maxLines: 2, sizes: m.type, font: pictureFont(600) },
    measure,
  );
  const statPad = Math.round(m.stat[0]! * 0.9);
  const stat = fitBalanced(
    statLine(input.scores, t),
    { maxWidth: textW - 2 * statPad, maxLines: 2, sizes: m.stat, font: pictureFont(600) },
    measure,
  );
  const statH = blockHeight(stat) + Math.round(statPad * 0.9);

  const words: { fitted: FittedText; color: string; gapAfter: number }[] = [
    { fitted: label, color: deep, gapAfter: Math.round(m.gap * 0.5) },
    { fitted: name, color: DARK_TEXT, gapAfter: Math.round(m.gap * 0.45) },
    ...(swirl ? [{ fitted: swirl, color: DARK_TEXT, gapAfter: Math.round(m.gap * 0.45) }] : []),
    { fitted: type, color: deep, gapAfter: m.gap },
  ];
  const wordsH = words.reduce((h, w) => h + blockHeight(w.fitted) + w.gapAfter, 0) + statH;

  const { stampBottom, footTop } = frameOps(page, m, input.pageLabel, width - 2 * margin, t, measure);

  // The words' block, then the hero in what is left (story), or beside them (square).
  const areaTop = stampBottom + m.gap;
  const areaBottom = footTop - m.gap;
  let wordsTop: number;
  let art: ReturnType<typeof hero>;
  if (square) {
    wordsTop = Math.round(areaTop + (areaBottom - areaTop - wordsH) / 2);
    art = hero(input, margin + 200, areaTop, areaBottom - areaTop, m.maxScoop);
  } else {
    const heroH = areaBottom - areaTop - wordsH - m.gap;
    art = hero(input, width / 2 - 30, areaTop, heroH, m.maxScoop);
    wordsTop = areaTop + heroH + m.gap;
  }
  ops.push(...art.shapes);
  for (const s of art.stickers) ops.push(...stickerOps(s.cx, s.cy, s.r, s.hex));

  let y = wordsTop;
  for (const w of words) y = write(w.fitted, textX, y, w.color, textW, align) + w.gapAfter;
  // The stat in a white pill.
  const statW = Math.max(...stat.lines.map((l) => measure(l, stat.font))) + 2 * statPad;
  const pillX = square ? textX : width / 2 - statW / 2;
  ops.push(whiteBoxOp(pillX, y, statW, statH, Math.min(statH / 2, 48)));
  const pillText = square ? pillX + statPad : width / 2;
  write(stat, pillText, y + Math.round(statPad * 0.45), DARK_TEXT, statW - 2 * statPad, align);
  return ops;
}

export { cssFont };
