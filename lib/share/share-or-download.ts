/**
 * "Share picture": the fallback chain, with the browser's pieces injected so tests can stand in for them.
 *
 * share() needs the tap's transient activation and an `await` before it can outlive it (iOS, Chrome), so
 * the File is prepared before the tap and share() is called synchronously inside the click handler: this
 * function does no await before it. Where sharing files is impossible (desktop Firefox, in-app browsers,
 * canShare false or absent), the picture is downloaded instead.
 */

export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

export type ShareOutcome =
  /** The share sheet took the picture. */
  | 'shared'
  /** The visitor closed the share sheet (AbortError): nothing to say. */
  | 'cancelled'
  /** No file sharing here: the picture was downloaded. */
  | 'downloaded'
  /** Sharing failed for another reason: the picture was downloaded and the visitor is told in plain words. */
  | 'failed';

export interface SharePictureArgs {
  file: File;
  /** The public flavour page, so the link names the flavour (no personal data). */
  url: string;
  navigator: ShareTarget;
  download: (file: File) => void;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function canShareFile(target: ShareTarget, file: File): boolean {
  if (typeof target.share !== 'function' || typeof target.canShare !== 'function') return false;
  try {
    // Checked with the data itself: a bare canShare only proves the API exists.
    return target.canShare({ files: [file] });
  } catch {
    return false;
  }
}

export function sharePicture({ file, url, navigator, download }: SharePictureArgs): Promise<ShareOutcome> {
  if (!canShareFile(navigator, file) || !navigator.share) {
    download(file);
    return Promise.resolve('downloaded');
  }
  let pending: Promise<void>;
  try {
    // Called before any await: it must run while the tap's activation lasts.
    pending = navigator.share({ files: [file], url });
  } catch (error) {
    pending = Promise.reject(error);
  }
  return pending.then(
    () => 'shared' as const,
    (error: unknown) => {
      if (isAbort(error)) return 'cancelled' as const;
      download(file);
      return 'failed' as const;
    },
  );
}

/** A URL as a picture prints it: without the scheme, which only takes room on the foot line. */
export function withoutScheme(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** `my-flavor-<slug>.png`, and `-square` for the square picture. */
export function pictureFileName(slug: string, square = false): string {
  return `my-flavor-${slug}${square ? '-square' : ''}.png`;
}

/** `our-flavors-<mine>-<theirs>.png`: the duo picture of the visitor's flavour beside a friend's. */
export function duoPictureFileName(mySlug: string, friendSlug: string): string {
  return `our-flavors-${mySlug}-${friendSlug}.png`;
}

/**
 * `crew-<slug>-story.png` or `crew-<slug>-square.png`: the crew picture, named by the crew's flavour and its
 * size, so the two a visitor saves do not overwrite each other. No names: the file name travels further than
 * the picture.
 */
export function crewPictureFileName(slug: string, format: 'story' | 'square'): string {
  return `crew-${slug}-${format}.png`;
}

/** Saves a file through a temporary object URL and an <a download>. */
export function downloadFile(file: File, doc: Document = document): void {
  const href = URL.createObjectURL(file);
  const a = doc.createElement('a');
  a.href = href;
  a.download = file.name;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later, not at once: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
