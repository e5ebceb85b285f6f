import { FLAVOR_ROWS, type FlavorSlug } from '../flavor/table';
import type { ShapeOp } from './draw-op';
import { shade, solid, tint } from './paint';
import { Pen, rotation, seeded, type Point } from './pen';

/**
 * The drawn ice cream of the pictures and the crew's sundae: a scoop in a flavour's colour with a dome, a
 * scalloped lip, a drip, a highlight and its flavour's texture, and a waffle cone. Pure shapes
 * (lib/share/pen.ts paths); the canvas and the crew page's SVG draw the same ones.
 */

/** What a flavour's scoop is flecked with. */
export type Texture = 'chips' | 'nibs' | 'zest' | 'seeds' | 'ribbon' | 'beans' | 'nuts' | 'cream';

const TEXTURES: Readonly<Record<FlavorSlug, Texture>> = {
  chocolate: 'nibs',
  sorbet: 'zest',
  strawberry: 'seeds',
  'mint-chocolate-chip': 'chips',
  caramel: 'ribbon',
  vanilla: 'beans',
  'matcha-pistachio': 'nuts',
  coffee: 'cream',
};

export function textureFor(slug: string | undefined): Texture {
  return (slug && TEXTURES[slug as FlavorSlug]) || 'ribbon';
}

/** The texture of the row whose table colour `hex` is (a picture's input names flavours by colour only). */
export function textureOf(hex: string): Texture {
  const wanted = hex.trim().toLowerCase();
  return textureFor(FLAVOR_ROWS.find((row) => row.color.hex.toLowerCase() === wanted)?.slug);
}

export interface ScoopLook {
  hex: string;
  texture: Texture;
  /** Places the flecks: the same scoop looks the same everywhere. */
  seed: number;
  /** Degrees, around the scoop's centre. */
  rotate?: number;
  /** A drip down the lip (the hero scoop has one; the sundae's small scoops do without). */
  drip?: boolean;
}

const CHOCOLATE = '#3a2116';
const WHITE = '#ffffff';

/** The lip's scallops, right to left, from (cx + r, yb): five bumps, the second from the left a drip. */
function scoopOutline(pen: Pen, cx: number, cy: number, r: number, drip: boolean): Pen {
  // A dome wider at its middle than at its lip, as a scoop pressed out of a scooper.
  const top = cy - 0.9 * r;
  const yb = cy + 0.3 * r;
  const lip = 0.94 * r;
  pen
    .move(cx - lip, yb)
    .curve(cx - 1.08 * r, yb - 0.55 * r, cx - 0.62 * r, top, cx, top)
    .curve(cx + 0.62 * r, top, cx + 1.08 * r, yb - 0.55 * r, cx + lip, yb);
  const bumps = 5;
  const step = (2 * lip) / bumps;
  for (let i = 0; i < bumps; i++) {
    const x0 = cx + lip - i * step;
    const x1 = x0 - step;
    const isDrip = drip && i === 3;
    const depth = (isDrip ? 0.62 : 0.22) * r;
    pen.curve(x0 + step * 0.05, yb + depth * 1.3, x1 - step * 0.05, yb + depth * 1.3, x1, yb);
  }
  return pen.close();
}

/**
 * One scoop of radius `r` centred on (cx, cy): its lowest point is about 0.5 r below the centre (0.85 r with a
 * drip), its top r above it. Drawn in order: the shade under the lip, the scoop with its outline, the flecks,
 * the highlight.
 */
export function scoopShapes(cx: number, cy: number, r: number, look: ScoopLook): ShapeOp[] {
  const turn = rotation(cx, cy, look.rotate ?? 0);
  const base = solid(look.hex);
  const edge = shade(base, 0.42);
  const drip = look.drip ?? false;
  const under = scoopOutline(new Pen(turn), cx, cy + 0.07 * r, r, drip);
  const body = scoopOutline(new Pen(turn), cx, cy, r, drip);
  const ops: ShapeOp[] = [
    { kind: 'shape', d: under.d, fill: shade(base, 0.25), box: under.box },
    {
      kind: 'shape',
      d: body.d,
      fill: base,
      stroke: edge,
      lineWidth: Math.max(1.5, r * 0.045),
      box: body.box,
    },
  ];
  ops.push(...flecks(cx, cy, r, look, turn));
  const shine = new Pen(rotation(cx - 0.42 * r, cy - 0.5 * r, -32 + (look.rotate ?? 0)));
  shine.ellipse(cx - 0.42 * r, cy - 0.5 * r, 0.3 * r, 0.12 * r);
  const dot = new Pen(turn).circle(cx - 0.05 * r, cy - 0.74 * r, 0.06 * r);
  ops.push(
    { kind: 'shape', d: shine.d, fill: WHITE, alpha: 0.5, box: shine.box },
    { kind: 'shape', d: dot.d, fill: WHITE, alpha: 0.55, box: dot.box },
  );
  return ops;
}

/** A flavour's flecks inside the dome, from the seed. */
function flecks(cx: number, cy: number, r: number, look: ScoopLook, turn: (p: Point) => Point): ShapeOp[] {
  const random = seeded(look.seed * 7919 + 17);
  const base = solid(look.hex);
  const spots: Point[] = [];
  // Spread over the dome: rings of angles, a little jitter.
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (1.05 + (0.9 * (i + random() * 0.6)) / count);
    const d = 0.3 + 0.45 * ((i * 0.37 + random() * 0.5) % 1);
    spots.push([cx + Math.cos(a) * d * r * 1.05, cy - 0.05 * r + Math.sin(a) * d * r * 0.95]);
  }
  spots.push([cx + 0.1 * r, cy + 0.05 * r], [cx - 0.35 * r, cy + 0.1 * r], [cx + 0.45 * r, cy]);
  const piece = ([x, y]: Point, w: number, h: number, fill: string, alpha = 1, round = 0.45): ShapeOp => {
    const angle = random() * 180;
    const pen = new Pen((p) => turn(rotation(x, y, angle)(p)));
    pen.roundRect(x - w / 2, y - h / 2, w, h, Math.min(w, h) * round);
    return { kind: 'shape', d: pen.d, fill, alpha, box: pen.box };
  };
  switch (look.texture) {
    case 'chips':
      return spots.map((p) => piece(p, 0.17 * r, 0.11 * r, CHOCOLATE, 1, 0.3));
    case 'nibs':
      return spots.map((p) => piece(p, 0.12 * r, 0.08 * r, shade(base, 0.5), 1, 0.3));
    case 'beans':
      return spots.map((p) => piece(p, 0.05 * r, 0.05 * r, '#4a3222', 0.85, 0.5));
    case 'seeds':
      return spots.map((p) => piece(p, 0.05 * r, 0.09 * r, '#fff3c4', 0.95, 0.5));
    case 'zest':
      return spots.map((p) => piece(p, 0.16 * r, 0.045 * r, tint(base, 0.55), 1, 0.5));
    case 'nuts':
      return spots.map((p) => piece(p, 0.13 * r, 0.1 * r, '#b8d98a', 1, 0.35));
    case 'ribbon':
    case 'cream': {
      // A ribbon of sauce (caramel) or cream (coffee) curling over the dome.
      const color = look.texture === 'ribbon' ? shade(base, 0.3) : '#f6e7d2';
      const pen = new Pen(turn);
      pen
        .move(cx - 0.72 * r, cy - 0.1 * r)
        .curve(cx - 0.4 * r, cy - 0.55 * r, cx - 0.05 * r, cy + 0.1 * r, cx + 0.2 * r, cy - 0.3 * r)
        .curve(cx + 0.35 * r, cy - 0.55 * r, cx + 0.6 * r, cy - 0.2 * r, cx + 0.72 * r, cy - 0.05 * r);
      return [
        {
          kind: 'shape',
          d: pen.d,
          stroke: color,
          lineWidth: 0.09 * r,
          box: pen.box,
        },
      ];
    }
  }
}

/**
 * A waffle cone under a scoop: its top edge at `top`, `half` wide either side of `cx`, its tip `height`
 * below. The criss-cross is cut to the cone's edges, so it needs no clipping on either painter.
 */
export function coneShapes(cx: number, top: number, half: number, height: number, rotate = 0): ShapeOp[] {
  const turn = rotation(cx, top, rotate);
  const tip: Point = [cx, top + height];
  const left: Point = [cx - half, top];
  const right: Point = [cx + half, top];
  const body = new Pen(turn);
  const tipR = half * 0.12;
  body
    .move(left[0], left[1])
    .line(right[0], right[1])
    .line(cx + tipR, tip[1] - tipR * 1.6)
    .curve(cx + tipR * 0.4, tip[1], cx - tipR * 0.4, tip[1], cx - tipR, tip[1] - tipR * 1.6)
    .close();
  const grid = new Pen(turn);
  const triangle: Point[] = [left, right, tip];
  const spacing = half * 0.36;
  for (const dir of [1, -1]) {
    // Lines of slope ±(height/half)·0.55 across the cone, every `spacing` along its top edge.
    const dx = 1;
    const dy = (dir * height * 0.55) / half;
    for (let k = -6; k <= 6; k++) {
      const seg = clipToTriangle([cx + k * spacing, top], [dx, dy], triangle);
      if (seg) grid.move(seg[0][0], seg[0][1]).line(seg[1][0], seg[1][1]);
    }
  }
  return [
    {
      kind: 'shape',
      d: body.d,
      fill: '#eab06a',
      stroke: '#b87a35',
      lineWidth: Math.max(1.5, half * 0.05),
      box: body.box,
    },
    { kind: 'shape', d: grid.d, stroke: '#c98b44', lineWidth: Math.max(1, half * 0.04), box: grid.box },
  ];
}

/** The part of the line through `p` along `v` that lies inside the triangle, or null. */
function clipToTriangle(p: Point, v: Point, tri: readonly Point[]): [Point, Point] | null {
  const hits: number[] = [];
  for (let i = 0; i < 3; i++) {
    const a = tri[i]!;
    const b = tri[(i + 1) % 3]!;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const den = v[0] * ey - v[1] * ex;
    if (Math.abs(den) < 1e-9) continue;
    const t = ((a[0] - p[0]) * ey - (a[1] - p[1]) * ex) / den;
    const u = ((a[0] - p[0]) * v[1] - (a[1] - p[1]) * v[0]) / den;
    if (u >= 0 && u <= 1) hits.push(t);
  }
  if (hits.length < 2) return null;
  const t0 = Math.min(...hits);
  const t1 = Math.max(...hits);
  if (t1 - t0 < 1e-6) return null;
  // A little inside the edges, so the lines never poke through the outline.
  const inset = (t1 - t0) * 0.04;
  const at = (t: number): Point => [p[0] + v[0] * t, p[1] + v[1] * t];
  return [at(t0 + inset), at(t1 - inset)];
}

/** A round white sticker behind an art op: a soft shadow, the disc and a rim in the flavour's shade. */
export function stickerShapes(cx: number, cy: number, r: number, hex: string): ShapeOp[] {
  const shadow = new Pen().circle(cx + r * 0.05, cy + r * 0.08, r);
  const disc = new Pen().circle(cx, cy, r);
  return [
    { kind: 'shape', d: shadow.d, fill: '#000000', alpha: 0.12, box: shadow.box },
    {
      kind: 'shape',
      d: disc.d,
      fill: WHITE,
      stroke: shade(solid(hex), 0.2),
      lineWidth: Math.max(2, r * 0.05),
      box: disc.box,
    },
  ];
}
