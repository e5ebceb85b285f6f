import { useTranslations } from 'next-intl';
import { SvgImage } from './svg-image';
import { brand } from '@/lib/brand';

/** docs/product-rules.md § Screens: three partner logos and an event link naming the event, the venue and the date. */
export function Footer() {
  const t = useTranslations('Footer');
  const { event, partners } = brand;
  return (
    <footer className="mt-auto flex flex-col items-center gap-4 px-4 pt-10 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3" aria-label={t('partners')}>
        {partners.map((p) => (
          <li key={p.name}>
            <SvgImage src={p.logo} alt={p.name} width={p.width} height={p.height} />
          </li>
        ))}
      </ul>
      <a
        href={event.url}
        className="rounded text-center text-sm font-medium text-berry-dark underline underline-offset-4 hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
        target="_blank"
        rel="noopener noreferrer"
      >
        {event.name} · {event.venue} · {event.date}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </footer>
  );
}
