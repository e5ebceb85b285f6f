'use client';

import { downloadFile, sharePicture } from '@/lib/share/share-picture';
import { notifyShareFailed } from '../ui/notify';

/**
 * Hands a prepared picture to the share sheet, else downloads it (lib/share/share-picture.ts). Call it
 * straight from the tap's handler, with the file already made: no await may come before the share call.
 */
export function shareFromTap(file: File, url: string): void {
  void sharePicture({
    file,
    url,
    navigator: window.navigator,
    download: (picture) => downloadFile(picture),
  }).then((outcome) => {
    if (outcome === 'failed') notifyShareFailed();
  });
}
