import { LIMITS } from '@portal/contracts/limits';
import { useEffect, useState } from 'react';

/** Whole seconds until the e-mail token may be sent again (spec section 9: 60 s after each send). */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + LIMITS.emailTokenResendWaitMs - now) / 1000));
}

/**
 * The seconds left before a resend, ticking once a second while there are any. Time comes from
 * Date.now and setInterval, so a test clock (Playwright's page.clock, vitest's fake timers)
 * drives it.
 */
export function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    setNow(Date.now());
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (resendSecondsLeft(sentAt, current) === 0) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return left;
}
