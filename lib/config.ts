/**
 * The only reader of process.env (README § Configuration lists the variables). Every variable is optional.
 * NEXT_PUBLIC_* values are inlined at build time, so each must be read by its literal name.
 */

/** Returns the origin of a URL-ish string, or undefined when it is empty or not an http(s) URL. */
export function toOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function toPositiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function toOriginList(value: string | undefined): string[] {
  return (value ?? '').split(',').flatMap((v) => toOrigin(v) ?? []);
}

export interface AppConfig {
  /** Production widget origin (the third-party widget unless pointed at the built-in one). */
  widgetOrigin: string;
  /** Development widget origin; undefined means the built-in widget (see lib/widget/origin.ts). */
  widgetDevOrigin: string | undefined;
  /** {site} in the share text; undefined means the page's origin. */
  siteUrl: string | undefined;
  appId: string;
  schemaIdDev: number;
  schemaIdProd: number;
  /** Extra origins allowed to embed the built-in widget, besides the app's own. */
  widgetEmbedders: string[];
}

export const DEFAULT_WIDGET_ORIGIN = 'https://app.vana.com';
export const DEFAULT_APP_ID = 'com.vana.spotifyicecream';

export const appConfig: AppConfig = {
  widgetOrigin: toOrigin(process.env.NEXT_PUBLIC_WIDGET_ORIGIN) ?? DEFAULT_WIDGET_ORIGIN,
  widgetDevOrigin: toOrigin(process.env.NEXT_PUBLIC_WIDGET_DEV_ORIGIN),
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL?.trim() || undefined,
  appId: process.env.NEXT_PUBLIC_APP_ID?.trim() || DEFAULT_APP_ID,
  schemaIdDev: toPositiveInt(process.env.NEXT_PUBLIC_SCHEMA_ID_DEV, 25),
  schemaIdProd: toPositiveInt(process.env.NEXT_PUBLIC_SCHEMA_ID_PROD, 8),
  widgetEmbedders: toOriginList(process.env.NEXT_PUBLIC_WIDGET_EMBEDDERS),
};

/**
 * The absolute origin that link previews (Open Graph, Twitter cards) are resolved against: the configured
 * site, else the deployment's own host on Vercel, else localhost. Server-only: the VERCEL_* variables are not
 * inlined into client bundles.
 */
export function siteOrigin(): URL {
  const configured = toOrigin(process.env.NEXT_PUBLIC_SITE_URL);
  const vercel = process.env.VERCEL_PROJECT_PRODUCTION_URL?.trim() || process.env.VERCEL_URL?.trim();
  const deployed = vercel ? toOrigin(`https://${vercel}`) : undefined;
  return new URL(configured ?? deployed ?? 'http://localhost:3000');
}
