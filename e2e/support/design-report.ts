import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ControlReading, Look, NativeReading, TextReading } from './design-collect';

/**
 * The design spec's tables (e2e/design-system.spec.ts): what it read, grouped as its checks count it, written
 * so that a failure says which control, which size, which screen and width.
 */

/** Where a reading was taken: the screen (scripts/design-screens.ts), the width, the page or the widget frame. */
export interface Place {
  readonly screen: string;
  readonly width: number;
  readonly where: 'page' | 'widget';
}

export const placeName = (p: Place) =>
  `${p.screen} ${p.width}${p.where === 'widget' ? ', in the widget' : ''}`;

export const lookKey = (l: Look) =>
  [l.background, l.color, l.border, l.radius, l.fontSize, l.fontWeight].join(' | ');

export interface LookGroup {
  readonly look: Look;
  /** How many controls have it, over every screen and width. */
  readonly count: number;
  /** The first control seen with it. */
  readonly example: string;
  /** The screen views (a screen at a width) it was seen in. */
  readonly screens: readonly string[];
}

/** The distinct looks of `controls` (their resting looks), most common first. */
export function groupLooks(
  controls: readonly { control: ControlReading; place: Place }[],
  pick: (c: ControlReading) => Look | undefined = (c) => c.look,
): LookGroup[] {
  const groups = new Map<string, { look: Look; count: number; example: string; screens: Set<string> }>();
  for (const { control, place } of controls) {
    const look = pick(control);
    if (!look) continue;
    const key = lookKey(look);
    const group = groups.get(key) ?? {
      look,
      count: 0,
      example: `${control.tag} "${control.name}" (${placeName(place)})`,
      screens: new Set<string>(),
    };
    group.count++;
    group.screens.add(`${place.screen} ${place.width}`);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .map((g) => ({ look: g.look, count: g.count, example: g.example, screens: [...g.screens] }));
}

/** A table with a header, columns padded to their widest cell. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export function looksTable(groups: readonly LookGroup[]): string {
  return table(
    ['#', 'n', 'background', 'color', 'border', 'radius', 'size', 'weight', 'example (screen width), views'],
    groups.map((g, i) => [
      String(i + 1),
      String(g.count),
      g.look.background,
      g.look.color,
      g.look.border,
      g.look.radius,
      g.look.fontSize,
      g.look.fontWeight,
      g.example + (g.screens.length > 1 ? `, in ${g.screens.length} screen views` : ''),
    ]),
  );
}

export interface SizeGroup {
  readonly size: string;
  readonly count: number;
  readonly example: string;
  /** False when the size is not one of the theme's seven (app/globals.css). */
  readonly onScale: boolean;
}

/** The theme's type scale in px, read from app/globals.css (`--text-xs` … `--text-3xl`, in rem of 16 px). */
export function themeSizes(): number[] {
  const css = readFileSync(resolve(__dirname, '../../app/globals.css'), 'utf8');
  return [...css.matchAll(/--text-(?:xs|sm|base|lg|\d?xl):\s*([\d.]+)rem;/g)].map((m) => Number(m[1]) * 16);
}

export function groupSizes(texts: readonly { text: TextReading; place: Place }[]): SizeGroup[] {
  const scale = themeSizes();
  const groups = new Map<string, { count: number; example: string }>();
  for (const { text, place } of texts) {
    const group = groups.get(text.size) ?? { count: 0, example: `"${text.text}" (${placeName(place)})` };
    group.count++;
    groups.set(text.size, group);
  }
  return [...groups.entries()]
    .sort((a, b) => parseFloat(a[0]) - parseFloat(b[0]))
    .map(([size, g]) => ({ size, ...g, onScale: scale.includes(parseFloat(size)) }));
}

export function sizesTable(groups: readonly SizeGroup[]): string {
  return table(
    ['size', 'texts', 'on the scale', 'example (screen width)'],
    groups.map((g) => [g.size, String(g.count), g.onScale ? 'yes' : 'NO', g.example]),
  );
}

export function nativesList(natives: readonly { native: NativeReading; place: Place }[]): string {
  return natives
    .map(({ native, place }) => `${placeName(place)}: native ${native.kind} "${native.name}", ${native.box}`)
    .join('\n');
}
