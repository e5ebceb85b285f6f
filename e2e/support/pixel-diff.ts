import { createRequire } from 'node:module';

/**
 * Counts the pixels that Playwright's own screenshot comparator (pixelmatch, as `toHaveScreenshot` runs it)
 * finds different between two PNGs, for the tolerance checks of e2e/screenshots.spec.ts. Playwright exposes no public way to
 * compare two buffers, so this reaches its bundled comparator: a Playwright upgrade that moves it makes the
 * guard below throw at once rather than pass quietly.
 */
type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: { threshold: number; maxDiffPixels: number },
) => { errorMessage: string } | null;

function loadComparator(): Comparator {
  const core: unknown = createRequire(__filename)('playwright-core/lib/coreBundle');
  const getComparator: unknown =
    typeof core === 'object' && core !== null && 'utils' in core && typeof core.utils === 'object'
      ? (core.utils as { getComparator?: unknown }).getComparator
      : undefined;
  if (typeof getComparator !== 'function') {
    throw new Error(
      'playwright-core no longer exposes utils.getComparator: update e2e/support/pixel-diff.ts',
    );
  }
  return getComparator('image/png') as Comparator;
}

const compare = loadComparator();

/** Pixels over `threshold` that differ between two PNGs of the same size (Infinity when the sizes differ). */
export function differingPixels(a: Buffer, b: Buffer, threshold: number): number {
  const result = compare(a, b, { threshold, maxDiffPixels: 0 });
  if (!result) return 0;
  const counted = /(\d+) pixels \(ratio/.exec(result.errorMessage);
  if (result.errorMessage.startsWith('Expected an image')) return Infinity;
  if (!counted?.[1]) throw new Error(`Unexpected comparator answer: ${result.errorMessage}`);
  return Number(counted[1]);
}
