import type { Metadata } from 'next';
import { UploadWidget } from '@/components/upload-widget/upload-widget';

export const metadata: Metadata = {
  title: 'Connect your Spotify data',
  description:
    'Read your Spotify data export on this device and find the ice-cream flavour that matches how you listen.',
};

/** The built-in connect widget (issue 3), framed by the app at `{widget origin}/embed/upload`. */
export default function UploadWidgetPage() {
  return <UploadWidget />;
}
