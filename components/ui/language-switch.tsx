'use client';

import { usePathname } from 'next/navigation';
import { PUBLIC_LANGUAGES } from '@/lib/i18n/languages';
import { localePath, unprefixedPath, type Locale } from '@/lib/i18n/routing';
import { languageCookie, languageSwitchScript } from '@/lib/i18n/switch-script';

/** Keeps a tap on a language link before React runs as whole as one after (lib/i18n/switch-script.ts). */
const SWITCH_SCRIPT = languageSwitchScript();

/**
 * DE | EN in the top corner of every page: the public languages of lib/i18n/languages.ts, each shown by its
 * label and named by that label and its own name ("EN, English"; a preview-only language is reached by its URL only). Each is a plain link to this page in that language (a full load,
 * so the document's `lang`, its words and its link previews all change together); the click also remembers
 * the choice in the language cookie, which the proxy honours on the next visit. A personal link's fragment
 * (`#v1-…`) comes along. The built-in widget, framed inside the page, shows none: it follows its page.
 */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const path = unprefixedPath(usePathname());
  if (path.startsWith('/embed/')) return null;
  return (
    <nav aria-label={label} className="absolute top-2 right-2 z-10 flex text-sm font-semibold">
      <script dangerouslySetInnerHTML={{ __html: SWITCH_SCRIPT }} />
      {PUBLIC_LANGUAGES.map(({ code, label: shown, name }, index) => {
        const other = code as Locale;
        return (
          <span key={other} className="flex items-center">
            {index > 0 && (
              <span aria-hidden className="px-0.5 text-gray-400">
                |
              </span>
            )}
            <a
              href={localePath(other, path)}
              hrefLang={other}
              data-language-switch
              lang={other}
              aria-current={other === locale ? 'true' : undefined}
              // The label first, then the name: a speech user says what they see ("tap EN"), a screen reader
              // hears the language's own name too.
              aria-label={`${shown}, ${name}`}
              onClick={(event) => {
                document.cookie = languageCookie(other);
                event.currentTarget.href = localePath(other, path) + location.search + location.hash;
              }}
              className={`rounded px-2 py-1.5 uppercase focus-visible:outline-2 focus-visible:outline-berry ${
                other === locale ? 'text-ink underline underline-offset-4' : 'text-gray-600 hover:text-ink'
              }`}
            >
              {shown}
            </a>
          </span>
        );
      })}
    </nav>
  );
}
