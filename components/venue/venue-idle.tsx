'use client';

import { buttonClass } from '../ui/button';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { COUNTDOWN_SECONDS } from '@/lib/venue/venue';
import { nextVisitor } from './next-visitor';

/** What counts as a touch: anything a visitor does on purpose. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Idle periods to wait on while the visitor works inside a frame (the connect dialog's widget on the crew page):
 * taps in a frame never reach this page's listeners, but the frame keeps the focus. A screen left with the
 * dialog open still starts over, after four idle periods instead of one.
 */
const FRAME_GRACE_PERIODS = 3;

/**
 * A venue screen left alone: after the idle time without a touch, a visible countdown, then the reset of
 * "Next visitor". Any touch during the countdown keeps the visitor's screen.
 */
export default function VenueIdle({ idleSeconds }: { idleSeconds: number }) {
  const t = useTranslations('Venue');
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    let idleTimer = 0;
    let tick = 0;
    let graced = 0;
    const countDown = () => {
      if (document.activeElement instanceof HTMLIFrameElement && graced < FRAME_GRACE_PERIODS) {
        graced += 1;
        idleTimer = window.setTimeout(countDown, idleSeconds * 1000);
        return;
      }
      let seconds = COUNTDOWN_SECONDS;
      setLeft(seconds);
      tick = window.setInterval(() => {
        seconds -= 1;
        if (seconds > 0) setLeft(seconds);
        else {
          window.clearInterval(tick);
          nextVisitor();
        }
      }, 1000);
    };
    const arm = () => {
      graced = 0;
      window.clearTimeout(idleTimer);
      window.clearInterval(tick);
      setLeft(null);
      idleTimer = window.setTimeout(countDown, idleSeconds * 1000);
    };
    for (const type of ACTIVITY) window.addEventListener(type, arm, { capture: true, passive: true });
    arm();
    return () => {
      window.clearTimeout(idleTimer);
      window.clearInterval(tick);
      for (const type of ACTIVITY) window.removeEventListener(type, arm, { capture: true });
    };
  }, [idleSeconds]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {left !== null && (
        <div
          data-testid="venue-countdown"
          className="pointer-events-auto flex flex-col items-center gap-3 rounded-2xl bg-ink px-6 py-4 text-center text-white shadow-xl sm:flex-row"
        >
          <p className="font-semibold">{t('countdown', { seconds: left })}</p>
          <button type="button" className={buttonClass('secondary')}>
            {t('stillHere')}
          </button>
        </div>
      )}
    </div>
  );
}
