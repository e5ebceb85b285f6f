import { useLocale, useTranslations } from 'next-intl';
import type { FlavorWords } from '@/lib/flavor/words';

/** The page language's words for the why view, the meters and the swirl line (lib/flavor/words.ts). */
export function useFlavorWords(): FlavorWords {
  const locale = useLocale();
  const why = useTranslations('Why');
  const traits = useTranslations('Traits');
  const flavors = useTranslations('Flavors');
  return { locale, why, traits, flavors };
}
