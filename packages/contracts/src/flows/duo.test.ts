import { describe, expect, it } from 'vitest';
import { decideDuoReturn, duoStateOf } from './duo';

describe('duoStateOf', () => {
  it('reads the state query parameter of the Duo address', () => {
    expect(duoStateOf('https://duo.example.com/frame?state=abc&x=1')).toBe('abc');
  });

  it('is undefined without a state, with an empty one, or for what is not an address', () => {
    expect(duoStateOf('https://duo.example.com/frame?x=1')).toBeUndefined();
    expect(duoStateOf('https://duo.example.com/frame?state=')).toBeUndefined();
    expect(duoStateOf('not a url')).toBeUndefined();
    expect(duoStateOf(null)).toBeUndefined();
  });
});

describe('decideDuoReturn', () => {
  it('success goes to /home/environments (spec section 4)', () => {
    expect(decideDuoReturn({ kind: 'signed-in' })).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
    });
  });

  it('a state this browser did not leave with: DUO_STATE_MISMATCH, back to the login page', () => {
    expect(decideDuoReturn({ kind: 'state-mismatch' })).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'error', key: 'errors.DUO_STATE_MISMATCH' },
    });
  });

  it("a refusal shows the upstream's error (UNEXPECTED_ERROR when it says none)", () => {
    expect(
      decideDuoReturn({ kind: 'refused', error: { known: true, code: 'DUO_ERROR_TO_AUTHENTICATE' } }),
    ).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'error', key: 'errors.DUO_ERROR_TO_AUTHENTICATE' },
    });
    expect(decideDuoReturn({ kind: 'refused', error: undefined }).message?.key).toBe(
      'errors.UNEXPECTED_ERROR',
    );
  });
});
