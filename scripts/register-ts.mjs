/**
 * Lets Node (20, which cannot strip types) run the repository's TypeScript for build scripts: `@/` paths as
 * in tsconfig.json, extensionless imports, and .ts/.tsx compiled on load by SWC (already a dev dependency
 * through Jest). Usage: node --import ./scripts/register-ts.mjs scripts/og-images.tsx
 */
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
