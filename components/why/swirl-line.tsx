import { chanceInWords, type Swirl } from '@/lib/flavor/swirl';

/**
 * Under the card on /flavor (and under a friend's scores): the main flavour with its second scoop, or a
 * sure scoop, and why in one phrase (docs/product-rules.md § How sure). Plain text, read as it shows.
 */
export function SwirlLine({ swirl, whose = 'your' }: { swirl: Swirl; whose?: string }) {
  const why = swirl.why.charAt(0).toUpperCase() + swirl.why.slice(1);
  return (
    <div
      className="rounded-2xl bg-white px-4 py-3 text-center shadow ring-1 ring-black/5"
      data-testid="swirl-line"
      data-second={swirl.second?.rowKey ?? 'sure'}
    >
      <p className="font-bold text-ink">{swirl.line}</p>
      <p className="mt-1 text-sm text-gray-700">
        {why}: read again, {whose} flavour would stay {swirl.main.funkyFlavorName}{' '}
        {chanceInWords(swirl.chances.main)}.
      </p>
    </div>
  );
}
