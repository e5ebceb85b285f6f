'use client';

import { localStore, sessionStore } from '../browser/stores';
import { buttonClass } from '../ui/button';
import { useState } from 'react';
import { resetBrowser } from '@/lib/states/reset';

/** "Reset this browser" on the states page: forgets all the site stored here (lib/states/reset.ts). */
export function ResetBrowser({ label, done }: { label: string; done: string }) {
  const [cleared, setCleared] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        data-testid="reset-browser"
        onClick={() => {
          setCleared(false);
          void resetBrowser(
            {
              session: sessionStore(),
              local: localStore(),
              writeCookie: (text) => {
                document.cookie = text;
              },
              caches: 'caches' in window ? window.caches : undefined,
              serviceWorkers: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
            },
            true,
          ).then(() => setCleared(true));
        }}
        className={buttonClass('primary')}
      >
        {label}
      </button>
      <p role="status" className="text-sm text-gray-800">
        {cleared ? done : ''}
      </p>
    </div>
  );
}
