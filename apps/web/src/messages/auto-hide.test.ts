import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoHide } from './auto-hide';

describe('autoHide', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('hides after its time when nothing holds it', () => {
    const onHide = vi.fn();
    autoHide(8000, onHide);
    vi.advanceTimersByTime(7999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('pauses while hovered or focused and goes on with the time left once both are released', () => {
    const onHide = vi.fn();
    const timer = autoHide(8000, onHide);
    vi.advanceTimersByTime(3000);
    timer.hold('hover');
    timer.hold('focus');
    vi.advanceTimersByTime(60_000);
    timer.release('hover');
    vi.advanceTimersByTime(60_000);
    expect(onHide).not.toHaveBeenCalled();
    timer.release('focus');
    vi.advanceTimersByTime(4999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('a cancelled timer never hides, released or not', () => {
    const onHide = vi.fn();
    const timer = autoHide(8000, onHide);
    timer.hold('hover');
    timer.cancel();
    timer.release('hover');
    vi.advanceTimersByTime(60_000);
    expect(onHide).not.toHaveBeenCalled();
  });
});
