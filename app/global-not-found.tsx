import { createTranslator } from 'next-intl';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import en from '@/messages/en.json';
import { displayFont } from './display-font';
import './globals.css';

/**
 * The 404 of a path outside the language routes (one with a dot in its name, which the proxy leaves alone):
 * in English, the default language, with its own document since no [locale] layout wraps it (Next's
 * `global-not-found`, for apps whose root layout sits under a dynamic segment).
 */
const t = createTranslator({ locale: 'en', messages: en, namespace: 'Screens' });

export const metadata = { title: t('notFoundTitle') };

export default function GlobalNotFound() {
  return (
    <html lang="en" className={displayFont.variable}>
      <body className="min-h-dvh font-sans antialiased">
        <NotFoundScreen title={t('notFoundTitle')} home={t('home')} homeHref="/" />
      </body>
    </html>
  );
}
