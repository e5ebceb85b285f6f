import type { ImgHTMLAttributes } from 'react';

type SvgImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once and early. Otherwise the browser loads it lazily. */
  priority?: boolean;
};

/**
 * Every picture we ship is a small SVG from public/. next/image does not optimise SVGs, yet its client code
 * costs kilobytes on every page (docs/performance.md § Figures behind the code), so a sized plain <img> does the job: explicit width and height (no layout
 * shift), lazy below the fold, eager and high priority above it.
 */
export function SvgImage({ priority = false, alt, ...props }: SvgImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to do here
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
