'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/screens/error-screen';

/** App-wide error boundary: any render error below the root layout becomes a friendly page. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);
  return <ErrorScreen onRetry={reset} />;
}
