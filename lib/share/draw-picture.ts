import { layoutCrew, type CrewPictureInput } from './crew-layout';
import { layoutDuo, type DuoInput } from './duo-layout';
import type { Measure } from './fit-text';
import type { DrawOp, ShapeOp } from './draw-op';
import {
  DISPLAY_FACE,
  layoutPicture,
  PICTURE_SIZES,
  type PictureFormat,
  type PictureInput,
  type PictureWords,
} from './picture-layout';

/**
 * Draws a share picture on the device with the Canvas 2D API and encodes it as PNG. Nothing is uploaded.
 * Loaded on demand only: by /flavor's share picture and the duo picture when the page is idle
 * (components/share/use-share-picture.ts, components/friends/use-duo-picture.ts), by the crew page's crew
 * picture on the tap that asks for it (components/crew/use-crew-picture.ts).
 */

/** Decodes the ingredient art before drawing: drawImage of an undecoded image draws nothing. */
export async function loadArt(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = src;
  await img.decode();
  return img;
}

/**
 * The layouts name the display face 'Fredoka Variable'; the page loads it under the family next/font gives it
 * (app/display-font.ts publishes it as --font-fredoka). Canvas takes no CSS variables: the name is swapped in.
 */
function pageFaces(): (font: string) => string {
  // Read once a picture: the layouts measure hundreds of times, each a style lookup otherwise.
  const family =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue('--font-fredoka').trim();
  return family ? (font) => font.replace(DISPLAY_FACE, family) : (font) => font;
}

/**
 * Canvas draws with whatever face is loaded at that moment and never repaints, so every font the layout
 * uses is requested and awaited first (document.fonts.ready alone does not request an unused face).
 */
async function loadFonts(ops: readonly DrawOp[], faces: (font: string) => string): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const fonts = new Set(ops.flatMap((op) => (op.kind === 'text' ? [faces(op.font)] : [])));
  await Promise.all([...fonts].map((font) => document.fonts.load(font).catch(() => [])));
  await document.fonts.ready;
}

function roundedRect(ctx: CanvasRenderingContext2D, op: Extract<DrawOp, { kind: 'rect' }>): void {
  ctx.fillStyle = op.color;
  ctx.beginPath();
  if (op.radius > 0 && typeof ctx.roundRect === 'function') ctx.roundRect(op.x, op.y, op.w, op.h, op.radius);
  else ctx.rect(op.x, op.y, op.w, op.h);
  ctx.fill();
}

/** A path of lib/share/pen.ts: filled, then outlined, at its alpha. */
function shape(ctx: CanvasRenderingContext2D, op: ShapeOp): void {
  const path = new Path2D(op.d);
  ctx.globalAlpha = op.alpha ?? 1;
  if (op.fill) {
    ctx.fillStyle = op.fill;
    ctx.fill(path);
  }
  if (op.stroke && op.lineWidth) {
    ctx.strokeStyle = op.stroke;
    ctx.lineWidth = op.lineWidth;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.stroke(path);
  }
  ctx.globalAlpha = 1;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      'image/png',
    ),
  );
}

/** A single picture; `arts` are the flavour's ingredient art, then the second scoop's when it has one. */
export function drawPicture(
  format: PictureFormat,
  input: PictureInput,
  arts: readonly HTMLImageElement[],
  t: PictureWords,
): Promise<Blob> {
  return paint(PICTURE_SIZES[format], (measure) => layoutPicture(format, input, measure, t), arts);
}

/** The duo picture, story or square; `arts` are the visitor's ingredient art, then the friend's. */
export function drawDuoPicture(
  format: PictureFormat,
  input: DuoInput,
  arts: readonly [HTMLImageElement, HTMLImageElement],
  t: PictureWords,
): Promise<Blob> {
  return paint(PICTURE_SIZES[format], (measure) => layoutDuo(format, input, measure, t), arts);
}

/** The crew picture, story or square; `arts` is the crew's flavour's ingredient art (its one art op). */
export function drawCrewPicture(
  format: PictureFormat,
  input: CrewPictureInput,
  arts: readonly [HTMLImageElement],
  t: PictureWords,
): Promise<Blob> {
  return paint(PICTURE_SIZES[format], (measure) => layoutCrew(format, input, measure, t), arts);
}

/** Lays out with the canvas's own measureText, draws, and encodes as PNG; the n-th `art` op draws arts[n]. */
async function paint(
  size: { width: number; height: number },
  layout: (measure: Measure) => DrawOp[],
  arts: readonly HTMLImageElement[],
): Promise<Blob> {
  const { width, height } = size;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available.');
  const faces = pageFaces();
  const measure = (text: string, font: string) => {
    ctx.font = faces(font);
    return ctx.measureText(text).width;
  };
  // Measure once to learn the fonts, load them, then lay out again with the real faces' widths.
  await loadFonts(layout(measure), faces);
  const ops = layout(measure);
  let artIndex = 0;
  for (const op of ops) {
    if (op.kind === 'rect') roundedRect(ctx, op);
    else if (op.kind === 'shape') shape(ctx, op);
    else if (op.kind === 'art') {
      const art = arts[artIndex++];
      if (art) ctx.drawImage(art, op.x, op.y, op.size, op.size);
    } else {
      ctx.font = faces(op.font);
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(op.text, op.x, op.y);
    }
  }
  try {
    return await toPng(canvas);
  } finally {
    // iOS caps the total canvas memory: release this one at once.
    canvas.width = 0;
    canvas.height = 0;
  }
}
