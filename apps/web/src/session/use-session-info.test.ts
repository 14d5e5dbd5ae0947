import { describe, expect, it } from 'vitest';
import { visitorOf } from './use-session-info';

describe('visitorOf', () => {
  it('is checking until the gateway answered', () => {
    expect(visitorOf(undefined)).toBe('checking');
  });
  it('follows the answer', () => {
    expect(visitorOf({ authenticated: true, email: 'demo@example.com' })).toBe('signed-in');
    expect(visitorOf({ authenticated: false, email: null })).toBe('signed-out');
  });
});
