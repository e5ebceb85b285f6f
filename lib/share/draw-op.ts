import type { Box } from './pen';

/**
 * The drawing operations every picture is made of (the share, duo and crew pictures), computed without a
 * canvas so tests can check them; lib/share/draw-picture.ts only executes the list, in order.
 */
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
  /** The n-th art op draws the n-th picture handed to the painter. */
  | { kind: 'art'; x: number; y: number; size: number }
  | ShapeOp;

/** A filled and/or stroked SVG path (lib/share/pen.ts), with the outer box of its points. */
export interface ShapeOp {
  kind: 'shape';
  d: string;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  /** 0–1; 1 when not given. */
  alpha?: number;
  box: Box;
  /** Decoration of the background: the only drawing allowed in a story's top and bottom zones. */
  background?: boolean;
}

/** The top and bottom share of a picture kept free for Instagram's own controls: only background there. */
export const SAFE_ZONE = 0.14;

/** The vertical band a picture's content must stay in (both formats: a square is cropped the same way). */
export function safeBand(height: number): { top: number; bottom: number } {
  return { top: Math.ceil(height * SAFE_ZONE), bottom: Math.floor(height * (1 - SAFE_ZONE)) };
}
