import { FlavorView } from '@/components/result/flavor-view';
import { prepaintScript } from '@/lib/prepaint/prepaint';

/**
 * The result screen. The pre-paint script is built here, at build time, and handed to the client view as
 * a string, so the prerendered HTML and the hydrating client hold the very same text.
 */
export default function FlavorPage() {
  return <FlavorView prepaintScript={prepaintScript()} />;
}
