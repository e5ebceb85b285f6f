/**
 * The browser side of e2e/pictures.spec.ts: the real painter (lib/share/draw-picture.ts) on the real canvas,
 * with the real catalogues, bundled by esbuild and served on a page of its own (e2e/support/picture-page.ts).
 */
import { drawCrewPicture, drawDuoPicture, drawPicture, loadArt } from '../../lib/share/draw-picture';
import type { CrewPictureInput } from '../../lib/share/crew-layout';
import type { DuoInput } from '../../lib/share/duo-layout';
import type { PictureFormat, PictureInput } from '../../lib/share/picture-layout';
import { translatorFor } from '../../lib/i18n/translator';
import type { Messages } from '../../lib/i18n/messages';
import en from '../../messages/en.json';
import de from '../../messages/de.json';

export type PictureRequest =
  | { kind: 'share'; format: PictureFormat; locale: 'en' | 'de'; input: PictureInput; arts: string[] }
  | { kind: 'duo'; format: PictureFormat; locale: 'en' | 'de'; input: DuoInput; arts: [string, string] }
  | { kind: 'crew'; format: PictureFormat; locale: 'en' | 'de'; input: CrewPictureInput; arts: [string] };

async function draw(request: PictureRequest): Promise<Blob> {
  const t = translatorFor(
    request.locale,
    (request.locale === 'de' ? de : en) as unknown as Messages,
    'Picture',
  );
  const arts = await Promise.all(request.arts.map((src) => loadArt(src)));
  if (request.kind === 'share') return drawPicture(request.format, request.input, arts, t);
  if (request.kind === 'duo') return drawDuoPicture(request.format, request.input, [arts[0]!, arts[1]!], t);
  return drawCrewPicture(request.format, request.input, [arts[0]!], t);
}

/** Draws a picture and shows it in an <img> with the given test id, at a third of its size. */
async function show(id: string, request: PictureRequest): Promise<void> {
  const blob = await draw(request);
  const img = document.createElement('img');
  img.dataset.testid = id;
  img.src = URL.createObjectURL(blob);
  await img.decode();
  img.width = img.naturalWidth / 3;
  img.height = img.naturalHeight / 3;
  document.body.append(img);
}

/** The PNG itself, as base64 (for looking at a picture at full size). */
async function png(request: PictureRequest): Promise<string> {
  const bytes = new Uint8Array(await (await draw(request)).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

Object.assign(window, { pictures: { show, png } });
