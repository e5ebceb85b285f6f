import type { Box } from './pen';
import type { ShapeOp } from './draw-op';
import { mix, shade, solid, tint } from './paint';
import { Pen } from './pen';
import { scoopShapes, type Texture } from './scoop-art';

/**
 * The crew's sundae as pure geometry: a footed glass coupe, the members' scoops stacked as a pyramid in it
 * (rows of 4-3-2-1 at most, filled from the bottom up, so one to ten scoops always look full: the fewer
 * there are, the larger each is), a cherry in the crew flavour's colour on top and a ribbon across the
 * glass that carries the crew flavour's name. The crew page draws it as SVG (components/crew/crew-sundae.tsx)
 * and the crew picture on a canvas (crew-layout.ts): the same shapes, the same drawing.
 */

export interface SundaeMember {
  hex: string;
  texture: Texture;
}

export interface SundaeScoop {
  /** The member's place in the crew (joining order), from 0. */
  place: number;
  cx: number;
  cy: number;
  r: number;
  shapes: ShapeOp[];
  /** Where the member's number sits on the scoop. */
  badge: { cx: number; cy: number; r: number };
}

export interface Sundae {
  /** The glass's back and the ice cream inside the bowl: drawn first. */
  back: ShapeOp[];
  /** Back to front: the top row first, so each lower row overlaps the one above. */
  scoops: SundaeScoop[];
  /** The glass's front (over the bowl's scoops), its stem and foot. */
  front: ShapeOp[];
  /** The cherry in the crew flavour's colour, on the top scoop. */
  topping: ShapeOp[];
  /** The ribbon's shapes and the box its label must fit in (baseline at `y`). */
  ribbon: { shapes: ShapeOp[]; text: { x: number; y: number; maxWidth: number; size: number } };
  /** The drawing's outer box. */
  box: Box;
  /** The glass's axis, the rim's half width and the foot's middle: where a sticker can sit beside the stem. */
  glass: { cx: number; rimR: number; footY: number };
}

/** The longest row: a pyramid of 4-3-2-1 holds the crew's ten. */
export const SUNDAE_BASE_MAX = 4;

/** The rows of a pyramid for `count` scoops, bottom row first: the smallest base that holds them all. */
export function pyramidRows(count: number): number[] {
  if (count <= 0) return [];
  let base = 1;
  while ((base * (base + 1)) / 2 < count && base < SUNDAE_BASE_MAX) base++;
  const rows: number[] = [];
  let left = Math.min(count, (base * (base + 1)) / 2);
  for (let size = base; size > 0 && left > 0; size--) {
    rows.push(Math.min(size, left));
    left -= size;
  }
  return rows;
}

const GLASS_EDGE = '#c9bcd3';
const GLASS = '#ffffff';
const CHERRY_STEM = '#5a3b1f';

/** The sundae drawn to fit `box` (centred in it), for the members in joining order. */
export function layoutSundae(members: readonly SundaeMember[], crewHex: string, box: Box): Sundae {
  const rows = pyramidRows(members.length);
  const base = rows[0] ?? 1;
  const cx = box.x + box.w / 2;
  // Everything in scoop radii r: the pitch of a row (neighbours overlap a little), the rise from one row to
  // the next, the rim just wider than the bottom row, and the glass's parts in proportion to the rim.
  const pitchR = 1.78;
  const rise = 1.12;
  const rimK = (base * pitchR) / 2 / 0.94 + 0.25;
  const bowlK = 0.5 * rimK;
  const stemK = 0.38 * rimK;
  const footK = 0.07 * rimK;
  const above = (rows.length - 1) * rise + 0.95 + 0.85; // the rows, the top dome, the cherry
  const tall = above + bowlK + stemK + footK;
  const r = Math.min(box.h / tall, (box.w * 0.48) / rimK, box.w * 0.3);
  const pitch = r * pitchR;
  const rimR = rimK * r;
  const rimRy = rimR * 0.12;
  const bowl = bowlK * r;
  const stem = stemK * r;
  const footH = footK * r;
  const height = tall * r;
  // Centred in the box.
  const top = box.y + (box.h - height) / 2;
  const rimY = top + above * r;
  const stroke = Math.max(1.5, rimR * 0.014);

  // The bowl's front outline: the rim's left end down to the stem and up to the right end.
  const stemW = Math.max(4, rimR * 0.07);
  const bowlPath = (pen: Pen) =>
    pen
      .move(cx - rimR, rimY)
      .curve(cx - rimR * 0.96, rimY + bowl * 0.8, cx - rimR * 0.45, rimY + bowl, cx - stemW, rimY + bowl)
      .line(cx + stemW, rimY + bowl)
      .curve(cx + rimR * 0.45, rimY + bowl, cx + rimR * 0.96, rimY + bowl * 0.8, cx + rimR, rimY)
      .curve(cx + rimR * 0.6, rimY + rimRy * 1.4, cx - rimR * 0.6, rimY + rimRy * 1.4, cx - rimR, rimY)
      .close();
  const inside = new Pen().ellipse(cx, rimY, rimR, rimRy);
  const filling = bowlPath(new Pen());
  const crew = solid(crewHex);
  const back: ShapeOp[] = [
    {
      kind: 'shape',
      d: inside.d,
      fill: tint(crew, 0.7),
      stroke: GLASS_EDGE,
      lineWidth: stroke,
      box: inside.box,
    },
    { kind: 'shape', d: filling.d, fill: mix(crew, '#ffffff', 0.45), box: filling.box },
  ];

  const scoops: SundaeScoop[] = [];
  let place = 0;
  const placed: SundaeScoop[][] = rows.map((inRow, row) =>
    Array.from({ length: inRow }, (_, i) => {
      const member = members[place];
      const x = cx + (i - (inRow - 1) / 2) * pitch;
      const y = rimY - 0.2 * r - row * rise * r;
      const scoop: SundaeScoop = {
        place,
        cx: x,
        cy: y,
        r,
        shapes: scoopShapes(x, y, r, {
          hex: member?.hex ?? '#f9a8d4',
          texture: member?.texture ?? 'ribbon',
          seed: place + 1,
          // A lean, alternating, so the pyramid looks scooped by hand.
          rotate: ((place % 3) - 1) * 6,
        }),
        // The number: a third of a small scoop, never a big scoop's bull's-eye.
        badge: { cx: x + 0.42 * r, cy: y + 0.12 * r, r: Math.max(Math.min(0.3 * r, box.w * 0.05), 9) },
      };
      place++;
      return scoop;
    }),
  );
  for (let row = placed.length - 1; row >= 0; row--) scoops.push(...(placed[row] ?? []));

  // The glass's front: a clear film over the bowl, its outline, a highlight, the stem with a knob, the foot.
  const film = bowlPath(new Pen());
  const shine = new Pen()
    .move(cx - rimR * 0.8, rimY + bowl * 0.2)
    .curve(
      cx - rimR * 0.72,
      rimY + bowl * 0.6,
      cx - rimR * 0.5,
      rimY + bowl * 0.78,
      cx - rimR * 0.3,
      rimY + bowl * 0.84,
    );
  const stemTop = rimY + bowl;
  const stemPen = new Pen().roundRect(cx - stemW * 0.55, stemTop - 2, stemW * 1.1, stem + 4, stemW * 0.3);
  const knob = new Pen().ellipse(cx, stemTop + stem * 0.35, stemW * 1.4, stemW * 0.8);
  const footY = stemTop + stem + footH / 2;
  const foot = new Pen().ellipse(cx, footY, rimR * 0.55, footH);
  const glass = (pen: Pen, alpha: number): ShapeOp => ({
    kind: 'shape',
    d: pen.d,
    fill: GLASS,
    alpha,
    stroke: GLASS_EDGE,
    lineWidth: stroke,
    box: pen.box,
  });
  const front: ShapeOp[] = [
    glass(film, 0.42),
    { kind: 'shape', d: shine.d, stroke: GLASS, lineWidth: stroke * 3, alpha: 0.9, box: shine.box },
    glass(stemPen, 0.85),
    glass(knob, 0.9),
    glass(foot, 0.9),
  ];

  // The cherry on the top scoop, in the crew flavour's colour, with its stem.
  const peak = placed[placed.length - 1]?.[0];
  const cherryR = r * 0.34;
  const cherryX = (peak?.cx ?? cx) + r * 0.08;
  const cherryY = (peak?.cy ?? rimY) - r * 0.98;
  const cherry = new Pen().circle(cherryX, cherryY, cherryR);
  const cherryStem = new Pen()
    .move(cherryX, cherryY - cherryR * 0.8)
    .curve(
      cherryX + cherryR * 0.1,
      cherryY - cherryR * 1.8,
      cherryX + cherryR * 0.8,
      cherryY - cherryR * 2.2,
      cherryX + cherryR * 1.3,
      cherryY - cherryR * 2.4,
    );
  const cherryShine = new Pen().ellipse(
    cherryX - cherryR * 0.35,
    cherryY - cherryR * 0.35,
    cherryR * 0.28,
    cherryR * 0.18,
  );
  const topping: ShapeOp[] = [
    {
      kind: 'shape',
      d: cherryStem.d,
      stroke: CHERRY_STEM,
      lineWidth: Math.max(1.5, cherryR * 0.16),
      box: cherryStem.box,
    },
    {
      kind: 'shape',
      d: cherry.d,
      fill: crew,
      stroke: shade(crew, 0.45),
      lineWidth: Math.max(1.5, cherryR * 0.1),
      box: cherry.box,
    },
    { kind: 'shape', d: cherryShine.d, fill: GLASS, alpha: 0.6, box: cherryShine.box },
  ];

  // The ribbon across the bowl, its ends folded back behind it.
  const ribbonH = Math.max(14, Math.min(bowl * 0.52, box.w * 0.085));
  const ribbonW = rimR * 1.7;
  const ribbonY = rimY + bowl * 0.18;
  const tail = ribbonH * 0.7;
  const tails = new Pen();
  for (const side of [-1, 1]) {
    const x0 = cx + side * (ribbonW / 2 - tail * 0.3);
    const x1 = cx + side * (ribbonW / 2 + tail);
    tails
      .move(x0, ribbonY + ribbonH * 0.25)
      .line(x1, ribbonY + ribbonH * 0.25)
      .line(x1 - side * tail * 0.45, ribbonY + ribbonH * 0.75)
      .line(x1, ribbonY + ribbonH * 1.25)
      .line(x0, ribbonY + ribbonH * 1.25)
      .close();
  }
  const band = new Pen()
    .move(cx - ribbonW / 2, ribbonY)
    .curve(
      cx - ribbonW / 6,
      ribbonY + ribbonH * 0.18,
      cx + ribbonW / 6,
      ribbonY + ribbonH * 0.18,
      cx + ribbonW / 2,
      ribbonY,
    )
    .line(cx + ribbonW / 2, ribbonY + ribbonH)
    .curve(
      cx + ribbonW / 6,
      ribbonY + ribbonH * 1.18,
      cx - ribbonW / 6,
      ribbonY + ribbonH * 1.18,
      cx - ribbonW / 2,
      ribbonY + ribbonH,
    )
    .close();
  const labelSize = Math.round(ribbonH * 0.56);
  const ribbon = {
    shapes: [
      { kind: 'shape', d: tails.d, fill: shade(crew, 0.3), box: tails.box } as ShapeOp,
      {
        kind: 'shape',
        d: band.d,
        fill: crew,
        stroke: shade(crew, 0.4),
        lineWidth: stroke,
        box: band.box,
      } as ShapeOp,
    ],
    text: {
      x: cx,
      y: ribbonY + ribbonH * 0.5 + labelSize * 0.42,
      maxWidth: ribbonW - ribbonH * 0.8,
      size: labelSize,
    },
  };

  const all = [...back, ...scoops.flatMap((s) => s.shapes), ...front, ...topping, ...ribbon.shapes];
  const minX = Math.min(...all.map((s) => s.box.x));
  const minY = Math.min(...all.map((s) => s.box.y));
  const maxX = Math.max(...all.map((s) => s.box.x + s.box.w));
  const maxY = Math.max(...all.map((s) => s.box.y + s.box.h));
  return {
    back,
    scoops,
    front,
    topping,
    ribbon,
    box: { x: minX, y: minY, w: maxX - minX, h: maxY - minY },
    glass: { cx, rimR, footY },
  };
}

/** The longest first name a legend shows whole: wider ones end in an ellipsis rather than being cut off. */
export const FIRST_NAME_MAX = 12;

/**
 * What the sundae's legend shows of a member's name: the first word only ("Maximilian" of "Maximilian
 * Hohenzollern-Schönberg"), so ten tiles never break a name mid-word; a word longer than FIRST_NAME_MAX
 * letters ends in "…". The full name stays for screen readers.
 */
export function firstName(name: string): string {
  const first = [...(name.trim().split(/\s+/)[0] ?? '')];
  return first.length > FIRST_NAME_MAX ? `${first.slice(0, FIRST_NAME_MAX - 1).join('')}…` : first.join('');
}
