import { describe, expect, it } from 'vitest';
import { readDeviceState } from './navigation-state';

describe('readDeviceState', () => {
  it('reads the e-mail and the fictitious flag of the login decision', () => {
    expect(readDeviceState({ email: 'a@b.co', fictitiousEmail: true })).toEqual({
      email: 'a@b.co',
      fictitiousEmail: true,
    });
  });

  it('treats a missing or odd state as an unknown, real e-mail', () => {
    expect(readDeviceState(null)).toEqual({ email: null, fictitiousEmail: false });
    expect(readDeviceState({ email: 3, fictitiousEmail: 'yes' })).toEqual({
      email: null,
      fictitiousEmail: false,
    });
  });
});
