import { describe, expect, it } from 'vitest';
import { hasMessageParts, hasNotice, messagesView, nextPollIn, TIME_INSTANCE_POLL_SECONDS } from './instance';

describe('messagesView', () => {
  it('keeps both message objects, null when absent', () => {
    expect(messagesView({ warning_message: { client: 'w' } })).toEqual({
      warning: { client: 'w' },
      maintenance: null,
    });
  });
});

describe('hasMessageParts', () => {
  it('is true for a client part', () => {
    expect(hasMessageParts({ warning: { client: 'Heads up' } })).toBe(true);
  });
  it('is true for an environment part', () => {
    expect(hasMessageParts({ maintenance: { client: null, environment: 'Down tonight' } })).toBe(true);
  });
  it('is false for blank or missing parts', () => {
    expect(hasMessageParts({ warning: { client: '  ', environment: null }, maintenance: null })).toBe(false);
  });
});

describe('hasNotice', () => {
  it('counts the code that sent the user to /messages', () => {
    expect(hasNotice({ reason: 'INSTANCE_TURNING_ON' })).toBe(true);
  });
  it('is false for an empty view', () => {
    expect(hasNotice({})).toBe(false);
  });
});

describe('nextPollIn', () => {
  it('polls every few seconds while much time is left', () => {
    expect(nextPollIn(299)).toBe(TIME_INSTANCE_POLL_SECONDS);
  });
  it('polls when the countdown ends, not after', () => {
    expect(nextPollIn(3.2)).toBe(4);
  });
  it('waits at least a second once the countdown is over', () => {
    expect(nextPollIn(0)).toBe(1);
  });
});
