import {
  chanceInWords,
  OWN,
  swirlLine,
  swirlWhy,
  whoseArgs,
  type Swirl,
  type Whose,
} from '@/lib/flavor/swirl';
import { rowName } from '@/lib/flavor/flavor-text';
import { useFlavorWords } from './use-flavor-words';

/**
 * Under the card on /flavor (and under a friend's scores): the main flavour with its second scoop, or a
 * sure scoop, and why in one phrase (docs/product-rules.md § How sure). Plain text, read as it shows.
 */
export function SwirlLine({ swirl, whose = OWN }: { swirl: Swirl; whose?: Whose }) {
  const words = useFlavorWords();
  const phrase = swirlWhy(swirl, whose, words);
  const why = phrase.charAt(0).toLocaleUpperCase(words.locale) + phrase.slice(1);
  return (
    <div
      className="rounded-tile bg-cream px-4 py-3 hyphens-auto"
      data-testid="swirl-line"
      data-second={swirl.second?.rowKey ?? 'sure'}
    >
      <p className="font-bold text-ink">{swirlLine(swirl, words)}</p>
      <p className="mt-1 text-sm text-pretty text-muted">
        {words.why('readAgain', {
          why,
          ...whoseArgs(whose),
          flavor: rowName(swirl.main, words.flavors),
          chance: chanceInWords(swirl.chances.main, words.why),
        })}
      </p>
    </div>
  );
}
