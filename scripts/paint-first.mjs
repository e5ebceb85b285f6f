#!/usr/bin/env node
/**
 * `postbuild`: after `next build`, every prerendered page loads its framework scripts once its first paint
 * is on screen, not while it parses (lib/paint-first.mjs, docs/decisions/paint-first.md).
 */
import { deferChunksInBuild } from '../lib/paint-first.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const pages = await deferChunksInBuild(distDir);
if (pages === 0) throw new Error(`paint-first: no prerendered page found in ${distDir}/server/app`);
console.log(`paint-first: ${pages} prerendered pages load their scripts after the first paint`);
