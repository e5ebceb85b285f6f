/**
 * A small path builder for the pictures' drawings (the scoops, cones, the sundae's glass): it writes an SVG
 * path string, which the canvas draws with Path2D and the crew page's SVG draws as it is, so one geometry
 * serves both. Every point can pass through a rotation, and the pen keeps the box of every point and control
 * point it was given: a curve never leaves the hull of its control points, so that box is a safe outer bound
 * for the tests that keep drawings out of a story's top and bottom zones.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Point = readonly [number, number];

/** A rotation by `degrees` around (cx, cy), as a point transform. */
export function rotation(cx: number, cy: number, degrees: number): (p: Point) => Point {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return ([x, y]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
}

/** Bezier handle length for a quarter circle. */
const K = 0.5523;
const r1 = (n: number) => Math.round(n * 10) / 10;

export class Pen {
  private parts: string[] = [];
  private minX = Infinity;
  private minY = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;

  constructor(private readonly transform: (p: Point) => Point = (p) => p) {}

  private pt(x: number, y: number): string {
    const [tx, ty] = this.transform([x, y]);
    this.minX = Math.min(this.minX, tx);
    this.minY = Math.min(this.minY, ty);
    this.maxX = Math.max(this.maxX, tx);
    this.maxY = Math.max(this.maxY, ty);
    return `${r1(tx)} ${r1(ty)}`;
  }

  move(x: number, y: number): this {
    this.parts.push(`M${this.pt(x, y)}`);
    return this;
  }

  line(x: number, y: number): this {
    this.parts.push(`L${this.pt(x, y)}`);
    return this;
  }

  curve(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.parts.push(`C${this.pt(c1x, c1y)} ${this.pt(c2x, c2y)} ${this.pt(x, y)}`);
    return this;
  }

  close(): this {
    this.parts.push('Z');
    return this;
  }

  /** An ellipse as four curves (a circle when rx = ry), so a rotation turns it too. */
  ellipse(cx: number, cy: number, rx: number, ry: number): this {
    const kx = rx * K;
    const ky = ry * K;
    return this.move(cx + rx, cy)
      .curve(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
      .curve(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
      .curve(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
      .curve(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
      .close();
  }

  circle(cx: number, cy: number, r: number): this {
    return this.ellipse(cx, cy, r, r);
  }

  /** A rectangle with round corners of radius `r` (at most half the shorter side). */
  roundRect(x: number, y: number, w: number, h: number, radius: number): this {
    const r = Math.max(0, Math.min(radius, w / 2, h / 2));
    const k = r * (1 - K);
    return this.move(x + r, y)
      .line(x + w - r, y)
      .curve(x + w - k, y, x + w, y + k, x + w, y + r)
      .line(x + w, y + h - r)
      .curve(x + w, y + h - k, x + w - k, y + h, x + w - r, y + h)
      .line(x + r, y + h)
      .curve(x + k, y + h, x, y + h - k, x, y + h - r)
      .line(x, y + r)
      .curve(x, y + k, x + k, y, x + r, y)
      .close();
  }

  get d(): string {
    return this.parts.join('');
  }

  /** The outer box of everything drawn (empty pen: a zero box at the origin). */
  get box(): Box {
    if (this.minX === Infinity) return { x: 0, y: 0, w: 0, h: 0 };
    return { x: this.minX, y: this.minY, w: this.maxX - this.minX, h: this.maxY - this.minY };
  }
}

/** A pseudo-random sequence in [0, 1) from a seed: the same sprinkles on every device and in every test. */
export function seeded(seed: number): () => number {
  let s = (Math.abs(Math.floor(seed)) % 2147483646) + 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}
