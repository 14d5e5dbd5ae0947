import { describe, expect, it } from 'vitest';
import { resendSecondsLeft } from './resend-countdown';

describe('resendSecondsLeft', () => {
  it('allows a send when nothing was sent yet', () => {
    expect(resendSecondsLeft(null, 1_000)).toBe(0);
  });

  it('waits 60 s after each send, rounding the seconds up', () => {
    const sentAt = 10_000;
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 500)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
    expect(resendSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(resendSecondsLeft(sentAt, sentAt + 90_000)).toBe(0);
  });
});
