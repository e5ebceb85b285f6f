import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Footer } from '@/components/ui/footer';
import { FriendLinkPage } from '@/components/friends/friend-link';
import { ResultCard } from '@/components/result/result-card';
import { brand } from '@/lib/brand';
import { cardFieldsForRow } from '@/lib/flavor/card';
import { FLAVOR_SLUGS, ogImagePath, rowForSlug } from '@/lib/flavor/slug';

/**
 * The eight public flavour pages: what a shared link opens and unfurls. Prerendered from the
 * table alone: no personal data, nothing from storage. Any other slug is the 404 page. A personal link
 * adds a fragment (`#v1-…`) that only the browser reads: whose flavour it is and their three scores
 * (components/friends/friend-link.tsx, docs/sharing-links.md).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return FLAVOR_SLUGS.map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const row = rowForSlug(slug);
  if (!row) return {};
  const title = `${row.funkyFlavorName}: the ${row.personalityType} flavour`;
  const description = `${row.ogFlavorDescription} Find your own flavour in your Spotify listening.`;
  // Its own 1200×630 picture (public/og, made by `npm run og:images` before every build).
  const image = {
    url: ogImagePath(slug),
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: `${row.funkyFlavorName} ice cream: ${row.personalityType}, with ${row.ogFlavorName}`,
  };
  return {
    title,
    description,
    alternates: { canonical: `/flavor/${slug}` },
    openGraph: {
      title,
      description,
      siteName: brand.productName,
      type: 'website',
      url: `/flavor/${slug}`,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

export default async function FlavorPage({ params }: Props) {
  const { slug } = await params;
  const row = rowForSlug(slug);
  if (!row) notFound();
  return (
    <FriendLinkPage
      slug={slug}
      card={<ResultCard result={cardFieldsForRow(row)} />}
      about={
        <section aria-labelledby="about-heading" className="flex flex-col gap-2 text-center">
          <h2 id="about-heading" className="text-lg font-bold">
            About {row.ogFlavorName}
          </h2>
          <p className="text-gray-800">{row.ogFlavorDescription}</p>
        </section>
      }
      footer={<Footer />}
    />
  );
}
