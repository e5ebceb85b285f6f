import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/words/client-messages';
import { alternatesFor } from '@/lib/i18n/alternates';
import { FLAVOR_PAGE_NAMESPACES } from '@/lib/i18n/namespaces';
import { localeOr, localePath } from '@/lib/i18n/routing';
import { Footer } from '@/components/ui/footer';
import { FriendLinkPage } from '@/components/friends/friend-link';
import { ResultCard } from '@/components/result/result-card';
import { brand } from '@/lib/brand';
import { rowFlavor } from '@/lib/flavor/flavor-text';
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

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, locale: segment } = await params;
  const locale = localeOr(segment);
  const row = rowForSlug(slug);
  if (!row) return {};
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const words = await getTranslations({ locale, namespace: `Flavors.${row.slug}` });
  const [flavor, type] = [words('name'), words('type')];
  const title = t('flavorPageTitle', { flavor, type });
  const description = t('flavorPageDescription', { description: words('ogDescription') });
  // Its own 1200×630 picture in the page's language (public/og, made by `npm run og:images` before every build).
  const image = {
    url: ogImagePath(slug, locale),
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: t('flavorPageImageAlt', { flavor, type, ogFlavor: words('ogName') }),
  };
  const path = `/flavor/${slug}`;
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      title,
      description,
      siteName: brand.productName,
      type: 'website',
      url: localePath(locale, path),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

export default async function FlavorPage({ params }: Props) {
  const { slug, locale: segment } = await params;
  const locale = localeOr(segment);
  setRequestLocale(locale);
  const row = rowForSlug(slug);
  if (!row) notFound();
  const t = await getTranslations({ locale, namespace: 'FlavorPage' });
  const words = await getTranslations({ locale, namespace: `Flavors.${row.slug}` });
  return (
    <ClientMessages namespaces={FLAVOR_PAGE_NAMESPACES}>
      <FriendLinkPage
        slug={slug}
        card={<ResultCard flavor={rowFlavor(row)} />}
        about={
          <section aria-labelledby="about-heading" className="flex flex-col gap-2 text-center">
            <h2 id="about-heading" className="text-lg font-bold">
              {t('about', { flavor: words('ogName') })}
            </h2>
            <p className="text-gray-800">{words('ogDescription')}</p>
          </section>
        }
        footer={<Footer />}
      />
    </ClientMessages>
  );
}
