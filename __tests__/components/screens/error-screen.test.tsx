import { buttonClass, type Tier } from '@/components/ui/button';
import { ERROR_PRIMARY, ERROR_SECONDARY } from '@/components/screens/error-screen';

/**
 * The error screen writes its two buttons' looks out (it is in every page's first load, where the button
 * module would cost the landing its budget): every class of the tier, the look and the focus ring, must be
 * there, so the screen never drifts from the button system.
 */
const LOOK = /^(?:min-h-|px-|bg-|text-|font-|rounded-|shadow|hover:|focus-visible:)/;

/** Its look: colours, size, weight, shape, shadow, hover and focus; not where its words align. */
function look(classes: string): string[] {
  return classes.split(/\s+/).filter((c) => LOOK.test(c) && !/^text-(?:left|center|right)$/.test(c));
}

describe('the error screen takes the button system’s looks', () => {
  it.each([
    ['primary', ERROR_PRIMARY],
    ['secondary', ERROR_SECONDARY],
  ] as [Tier, string][])('%s', (tier, written) => {
    expect(look(written).sort()).toEqual(look(buttonClass(tier)).sort());
  });
});
