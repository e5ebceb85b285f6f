import type { Metadata } from 'next';
import { UploadWidget } from '@/components/widget/upload-widget';

export const metadata: Metadata = {
  title: 'Connect your Spotify data',
  description:
    'Read your Spotify data export on this device and find the ice-cream flavour that matches how you listen.',
};

/**
 * The built-in connect widget, framed by the app at `{widget origin}/embed/upload`; it speaks the same
 * message protocol as the third-party widget (docs/widget-protocol.md).
 */
export default function UploadWidgetPage() {
  return <UploadWidget />;
}
