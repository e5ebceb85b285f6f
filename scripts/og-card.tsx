import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '@/lib/brand';
import { accentColors } from '@/lib/flavor/contrast';

/**
 * The 1200×630 link-preview picture, rendered at build time by next/og (satori): the site's and each
 * flavour page's. Satori supports a flexbox subset only, so every element with children is display:flex.
 * Its built-in font is used (no network, no web font to embed).
 */
export const OG_SIZE = { width: 1200, height: 630 };

/** The ingredient art as a data URL, read from public/ at build time. */
export function artDataUrl(src: string): string {
  const svg = readFileSync(join(process.cwd(), 'public', src.replace(/^\//, '')));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

export function OgCard({
  kicker,
  title,
  subtitle,
  accentHex,
  art,
}: {
  kicker: string;
  title: string;
  subtitle: string;
  accentHex: string;
  art: string;
}) {
  const accent = accentColors(accentHex);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        background: accent.background,
        padding: 48,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: '100%',
          height: '100%',
          alignItems: 'center',
          gap: 48,
          background: '#fff7ed',
          borderRadius: 40,
          padding: 56,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered by satori, not the browser */}
        <img src={art} width={300} height={300} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, color: '#1f1d2b' }}>
          <div style={{ fontSize: 30, color: '#5b5866', letterSpacing: 2 }}>{kicker}</div>
          <div style={{ fontSize: 84, fontWeight: 800, lineHeight: 1.05, marginTop: 12 }}>{title}</div>
          <div style={{ fontSize: 36, marginTop: 20, color: '#3d3a48' }}>{subtitle}</div>
          <div style={{ display: 'flex', fontSize: 28, marginTop: 36, color: '#5b5866' }}>
            {`${brand.event.name} · #datarevolution`}
          </div>
        </div>
      </div>
    </div>
  );
}
