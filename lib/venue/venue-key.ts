/**
 * The one localStorage key of venue mode, in a module of its own: the check every page makes
 * (components/venue/venue-mount.tsx) reads it without pulling the rest of venue mode into the first load.
 */
export const VENUE_STORAGE_KEY = 'flavor-venue';
