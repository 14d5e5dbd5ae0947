import { describe, expect, it } from 'vitest';
import { messagesViewOf, noticeParts, noticeTitle } from './messages-view';

describe('messagesViewOf', () => {
  it('takes the messages the launch navigated with', () => {
    const state = { warning: { client: 'Heads up', environment: null }, maintenance: null };
    expect(messagesViewOf(state)).toEqual(state);
  });
  it('takes the code that sent the user here', () => {
    expect(messagesViewOf({ reason: 'INSTANCE_TURNING_ON' })).toEqual({ reason: 'INSTANCE_TURNING_ON' });
  });
  it('is undefined after a reload or with nothing to show', () => {
    expect(messagesViewOf(null)).toBeUndefined();
    expect(messagesViewOf({ warning: { client: ' ' } })).toBeUndefined();
    expect(messagesViewOf({ warning: 'not an object' })).toBeUndefined();
  });
});

describe('noticeParts', () => {
  it('lists maintenance first, each part with its level, blanks left out', () => {
    expect(
      noticeParts({
        warning: { client: 'Slow today', environment: '' },
        maintenance: { client: null, environment: ' Down at 22:00 ' },
      }),
    ).toEqual([
      { kind: 'maintenance', scope: 'environment', text: 'Down at 22:00' },
      { kind: 'warning', scope: 'client', text: 'Slow today' },
    ]);
  });
});

describe('noticeTitle', () => {
  it('names the instance starting before any message', () => {
    expect(noticeTitle({ reason: 'INSTANCE_TURNING_ON', warning: { client: 'x' } })).toBe('turningOn');
  });
  it('names maintenance over a warning', () => {
    expect(noticeTitle({ warning: { client: 'x' }, maintenance: { environment: 'y' } })).toBe('maintenance');
    expect(noticeTitle({ warning: { client: 'x' } })).toBe('warning');
  });
  it('says there is nothing to show', () => {
    expect(noticeTitle(undefined)).toBe('none');
    expect(noticeTitle({})).toBe('none');
  });
});
