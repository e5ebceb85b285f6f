import type { SVGProps } from 'react';
import { FACEBOOK_PATH, INSTAGRAM_PATH, X_PATH } from './brand-paths';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative by default: the button or link around an icon carries the accessible name. */
function Stroke({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function Filled({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export function MusicIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </Stroke>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
      <path d="M16 6l-4-4-4 4" />
      <path d="M12 2v13" />
    </Stroke>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M6 9l6 6 6-6" />
    </Stroke>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M19 12H5" />
      <path d="M12 19l-7-7 7-7" />
    </Stroke>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Stroke>
  );
}

/** docs/product-rules.md § What the product does names the icon "Twitter"; the network is now X, and so is its glyph. */
export function TwitterIcon(props: IconProps) {
  return <Filled d={X_PATH} {...props} />;
}

export function FacebookIcon(props: IconProps) {
  return <Filled d={FACEBOOK_PATH} {...props} />;
}

export function InstagramIcon(props: IconProps) {
  return <Filled d={INSTAGRAM_PATH} {...props} />;
}

/** Drawn by us: a rounded square with "in". */
export function LinkedInIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
      <rect x="1" y="1" width="22" height="22" rx="4" fill="currentColor" />
      <rect x="5.2" y="9.4" width="3" height="9.4" fill="var(--icon-knockout, #fff)" />
      <circle cx="6.7" cy="6.3" r="1.75" fill="var(--icon-knockout, #fff)" />
      <path
        d="M10.6 9.4h2.9v1.3c.45-.8 1.5-1.55 3.05-1.55 3.1 0 3.65 2 3.65 4.6v5.05h-3v-4.5c0-1.1-.05-2.5-1.55-2.5s-1.8 1.2-1.8 2.4v4.6h-3.25z"
        fill="var(--icon-knockout, #fff)"
      />
    </svg>
  );
}

export function Spinner(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="animate-spin" {...props}>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity=".2" strokeWidth="3" fill="none" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
