import type { ConfigMessage } from '@/lib/widget/bridge-messages';

/** The built-in widget's origin and the page's config message, as the bridge tests meet them. */
export const WIDGET_ORIGIN = 'http://127.0.0.1:3000';

export const CONFIG: ConfigMessage = {
  type: 'config',
  appId: 'com.vana.spotifyicecream',
  schemaId: 25,
  aiPrompt: 'Score this: {{data}}',
  embeddingOrigin: 'http://localhost:3000',
  theme: { mode: 'light', primaryColor: '#db2777' },
};
