'use client';

import { downloadFile, sharePicture } from '@/lib/share/share-or-download';
import { notifyShareFailed, type ToastWords } from '../ui/notify';

/**
 * Hands a prepared picture to the share sheet, else downloads it (lib/share/share-or-download.ts). Call it
 * straight from the tap's handler, with the file already made: no await may come before the share call.
 * `toastWords` (the page's `Toasts`) word the toast when sharing fails.
 */
export function shareFromTap(file: File, url: string, toastWords: ToastWords): void {
  void sharePicture({
    file,
    url,
    navigator: window.navigator,
    download: (picture) => downloadFile(picture),
  }).then((outcome) => {
    if (outcome === 'failed') notifyShareFailed(toastWords);
  });
}
