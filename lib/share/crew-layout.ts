import { accentColors, DARK_TEXT } from '../flavor/contrast';
import type { DrawOp } from './draw-op';
import { fitBalanced, fitText, type Measure } from './fit-text';
import { solid } from './paint';
import { Pen } from './pen';
import {
  blockHeight,
  frameOps,
  lineHeight,
  pictureFont,
  picturePage,
  stickerOps,
  WHITE,
  type PictureFormat,
  type PictureWords,
} from './picture-layout';
import { textureOf } from './scoop-art';
import { layoutSundae, type Sundae } from './sundae';

/**
 * The crew picture (docs/crew.md), story (1080×1920) or square (1080×1080): the crew's sundae as the crew page
 * draws it (lib/share/sundae.ts: a footed coupe, one scoop per member stacked as a pyramid, each numbered, a
 * cherry and a ribbon in the crew flavour's colour, the ribbon naming it), a numbered legend of first names,
 * and the crew flavour's ingredient as a sticker, as drawing operations computed without a canvas (like
 * picture-layout.ts; the same painter executes all three). There is one `art` operation: the crew's flavour's
 * ingredient art. Everything but the background stays between 14% and 86% of the height. A named crew gets its
 * name as the heading, across the whole width under the stamp, with the picture's title under it as a subtitle;
 * without a name the picture is exactly the unnamed one.
 *
 * Words as in the other pictures: the labels (first names, "Scoop 3") and the flavour's words come from the
 * caller in the page's language, the picture's own from `t` (the catalogue's `Picture`). Names are drawn as
 * text, never markup.
 */

/** lib/crew's MAX_CREW (lib/share may not import lib/crew): the sundae is laid out for ten at most. */
export const MAX_SCOOPS = 10;

export interface CrewScoop {
  /** The member's first name, or "Scoop 3": the caller's words. */
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
  /**
   * The crew's name, when it has one (the personal link's name rules: 1–24 characters, any script, emoji
   * included, since it is the crew's own word): the picture's heading.
   */
  crewName?: string;
}

interface Metrics {
  margin: number;
  stamp: number;
  title: readonly number[];
  /** A named crew's heading: the name is short, the width whole. */
  name: readonly number[];
  count: readonly number[];
  legend: readonly number[];
  /** Legend columns (story: under the glass) or one column beside it (square). */
  legendColumns: number;
  tag: number;
  site: readonly number[];
  gap: number;
}

const METRICS: Readonly<Record<PictureFormat, Metrics>> = {
  story: {
    margin: 72,
    stamp: 28,
    title: [76, 68, 60, 52],
    name: [96, 84, 76, 68],
    count: [34, 30, 28],
    legend: [36, 32, 28],
    legendColumns: 3,
    tag: 40,
    site: [32, 28, 24, 22],
    gap: 26,
  },
  square: {
    margin: 56,
    stamp: 22,
    title: [52, 46, 40, 36],
    name: [64, 56, 50, 44, 40, 36],
    count: [26, 24, 22],
    legend: [28, 26, 24, 22],
    legendColumns: 1,
    tag: 28,
    site: [24, 22, 20, 18],
    gap: 16,
  },
};

/** The sundae's shapes, its numbers and its ribbon's label, as drawing operations. */
export function sundaeOps(sundae: Sundae, label: string, crewHex: string, measure: Measure): DrawOp[] {
  const ops: DrawOp[] = [...sundae.back];
  for (const scoop of sundae.scoops) {
    ops.push(...scoop.shapes);
    const { cx, cy, r } = scoop.badge;
    const disc = new Pen().circle(cx, cy, r);
    ops.push({
      kind: 'shape',
      d: disc.d,
      fill: WHITE,
      stroke: DARK_TEXT,
      lineWidth: Math.max(1.5, r * 0.12),
      box: disc.box,
    });
    const size = Math.round(r * 1.15);
    ops.push({
      kind: 'text',
      text: String(scoop.place + 1),
      x: cx,
      y: cy + Math.round(size * 0.36),
      font: `700 ${size}px ${pictureFont(700).family}`,
      color: DARK_TEXT,
      align: 'center',
      maxWidth: 2 * r,
    });
  }
  ops.push(...sundae.front, ...sundae.topping, ...sundae.ribbon.shapes);
  const box = sundae.ribbon.text;
  const sizes = [
    box.size,
    Math.round(box.size * 0.88),
    Math.round(box.size * 0.76),
    Math.round(box.size * 0.66),
  ];
  const fitted = fitText(
    label,
    { maxWidth: box.maxWidth, maxLines: 1, sizes, font: pictureFont(700) },
    measure,
  );
  ops.push({
    kind: 'text',
    text: fitted.lines[0] ?? '',
    x: box.x,
    y: Math.round(box.y - (box.size - fitted.size) * 0.42),
    font: fitted.font,
    color: accentColors(solid(crewHex)).text,
    align: 'center',
    maxWidth: box.maxWidth,
  });
  return ops;
}

export function layoutCrew(
  format: PictureFormat,
  input: CrewPictureInput,
  measure: Measure,
  t: PictureWords,
): DrawOp[] {
  const m = METRICS[format];
  const page = picturePage(format, input.accentHex, format === 'story' ? 13 : 17);
  const { width, center, ops, ink, text } = page;
  const outer = width - 2 * m.margin;
  const square = format === 'square';
  const scoops = input.scoops.slice(0, MAX_SCOOPS);
  const { stampBottom, footTop } = frameOps(page, m, input.pageLabel, outer, t, measure);

  // A named crew's heading, under the stamp across the whole width in both formats: a name in a narrow
  // column would wrap where the whole width holds it on one line. Without a name nothing moves.
  const heading = input.crewName
    ? fitBalanced(
        input.crewName,
        { maxWidth: outer, maxLines: 2, sizes: m.name, font: pictureFont(700) },
        measure,
      )
    : null;
  const contentTop = heading
    ? text(heading, center, stampBottom + m.gap, DARK_TEXT, outer) + m.gap
    : stampBottom + m.gap;

  // The square sets the title and the legend beside the glass; the story stacks them around it.
  const sideW = square ? 400 : outer;
  const sideX = square ? width - m.margin - sideW : m.margin;
  // Under a crew's name the title is its subtitle, at the count's sizes.
  const title = fitBalanced(
    t('crewTitle'),
    { maxWidth: sideW, maxLines: 2, sizes: heading ? m.count : m.title, font: pictureFont(700) },
    measure,
  );
  const count = fitText(
    t('crewCount', { count: scoops.length }),
    { maxWidth: sideW, maxLines: 1, sizes: m.count, font: pictureFont(600) },
    measure,
  );

  // The legend: a number in the member's colour and their first name.
  const columns = m.legendColumns;
  const colW = (sideW - (columns - 1) * m.gap) / columns;
  const rowHeight = (size: number) => Math.round(size * 1.45);
  // A heading takes height from the square's side column: its legend steps down a size when it must.
  const sideRoom =
    square && heading
      ? footTop - m.gap - contentTop - (blockHeight(title) + 6 + blockHeight(count) + m.gap)
      : Infinity;
  const legendSize =
    m.legend.find(
      (size) =>
        Math.ceil(scoops.length / columns) * lineHeight(size) * 1.25 <= (square ? 420 : 330) &&
        Math.ceil(scoops.length / columns) * rowHeight(size) <= sideRoom,
    ) ?? m.legend[m.legend.length - 1]!;
  const rowH = rowHeight(legendSize);
  const rows = Math.ceil(scoops.length / columns);
  const legendH = rows * rowH;
  const legend = (left: number, top: number) =>
    scoops.forEach((scoop, i) => {
      const col = square ? 0 : Math.floor(i / rows);
      const row = square ? i : i % rows;
      const x = left + col * (colW + m.gap);
      const cy = top + row * rowH + rowH / 2;
      const r = Math.round(legendSize * 0.62);
      const disc = new Pen().circle(x + r, cy, r);
      const color = solid(scoop.accentHex);
      ops.push({ kind: 'shape', d: disc.d, fill: color, stroke: DARK_TEXT, lineWidth: 2, box: disc.box });
      const numberSize = Math.round(legendSize * 0.8);
      ops.push({
        kind: 'text',
        text: String(i + 1),
        x: x + r,
        y: Math.round(cy + numberSize * 0.36),
        font: `700 ${numberSize}px ${pictureFont(700).family}`,
        color: accentColors(color).text,
        align: 'center',
        maxWidth: 2 * r,
      });
      const nameW = colW - 2 * r - 14;
      const name = fitText(
        scoop.label,
        { maxWidth: nameW, maxLines: 1, sizes: [legendSize, legendSize - 4], font: pictureFont(600) },
        measure,
      );
      ops.push({
        kind: 'text',
        text: name.lines[0] ?? '',
        x: x + 2 * r + 14,
        y: Math.round(cy + name.size * 0.36),
        font: name.font,
        color: DARK_TEXT,
        align: 'left',
        maxWidth: nameW,
      });
    });

  const members = scoops.map((s) => ({ hex: s.accentHex, texture: textureOf(s.accentHex) }));
  let glassBox: { x: number; y: number; w: number; h: number };
  if (square) {
    const top = contentTop;
    const bottom = footTop - m.gap;
    const sideH = blockHeight(title) + 6 + blockHeight(count) + m.gap + legendH;
    let y = top + Math.max(0, Math.round((bottom - top - sideH) / 2));
    y = text(title, sideX, y, DARK_TEXT, sideW, 'left');
    y = text(count, sideX, y + 6, ink, sideW, 'left');
    legend(sideX, y + m.gap);
    glassBox = { x: m.margin - 10, y: top, w: sideX - m.margin - 10, h: bottom - top };
  } else {
    let y = contentTop;
    y = text(title, center, y, DARK_TEXT, outer);
    y = text(count, center, y + 4, ink, outer);
    const legendTop = footTop - m.gap - legendH;
    const legendW = columns * colW + (columns - 1) * m.gap;
    legend(center - legendW / 2, legendTop);
    glassBox = { x: m.margin, y: y + m.gap, w: outer, h: legendTop - m.gap - (y + m.gap) };
  }
  let sundae = layoutSundae(members, input.accentHex, glassBox);
  // The cherry's stem may rise a little above the box the glass was fitted to; under a heading it must not
  // reach the name: the glass shrinks by as much. (Without a heading the stamp is far enough above.)
  const overshoot = glassBox.y - sundae.box.y;
  if (heading && overshoot > 0)
    sundae = layoutSundae(members, input.accentHex, {
      ...glassBox,
      y: glassBox.y + overshoot,
      h: glassBox.h - overshoot,
    });
  ops.push(...sundaeOps(sundae, input.funkyFlavorName, input.accentHex, measure));
  // The crew flavour's ingredient as a sticker beside the glass's stem.
  const sr = Math.round(Math.min(sundae.glass.rimR * 0.3, 80));
  const sx = sundae.glass.cx + sundae.glass.rimR * 0.72;
  const sy = sundae.glass.footY - sr * 1.05;
  ops.push(...stickerOps(sx, sy, sr, input.accentHex));
  return ops;
}
