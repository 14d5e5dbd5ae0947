import { describe, expect, it } from 'vitest';
import { ChoiceOutcomeSchema, type VirtualizerOffer } from '../portal/plugin';
import type { TsplusBlock } from '../upstream';
import { decideAfterVirtualizerChoice, frameAddress, registerChoiceBody } from './virtualizer';

const TSPLUS: TsplusBlock = {
  instance: 'erp.acme.example',
  webport: 8443,
  window_name: 'acme-erp',
  use_dns: true,
};
const OFFER: VirtualizerOffer = { TSPLUS, REMOTE_APP: { iframe: 'https://apps.acme.example/remote' } };

const valid = (outcome: unknown) => {
  const parsed = ChoiceOutcomeSchema.safeParse(outcome);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return outcome;
};

describe('registerChoiceBody', () => {
  it('registers TSPLUS with its block', () => {
    expect(registerChoiceBody('c-1', 'TSPLUS', OFFER)).toEqual({
      cli_uuid: 'c-1',
      virtualizer: 'TSPLUS',
      ...TSPLUS,
    });
  });

  it('registers REMOTE_APP as TSPLUS_REMOTE_APP with its iframe', () => {
    expect(registerChoiceBody('c-1', 'REMOTE_APP', OFFER)).toEqual({
      cli_uuid: 'c-1',
      virtualizer: 'TSPLUS_REMOTE_APP',
      iframe: 'https://apps.acme.example/remote',
    });
  });

  it('a missing block sends the name alone', () => {
    expect(registerChoiceBody('c-1', 'REMOTE_APP', { TSPLUS, REMOTE_APP: null })).toEqual({
      cli_uuid: 'c-1',
      virtualizer: 'TSPLUS_REMOTE_APP',
    });
  });
});

describe('frameAddress', () => {
  it.each([
    ['https://apps.acme.example/remote?x=1', 'https://apps.acme.example/remote?x=1'],
    ['http://10.0.0.1:8080/app', 'http://10.0.0.1:8080/app'],
    ['  /__sim/pages/remote-app?client=c  ', '/__sim/pages/remote-app?client=c'],
  ])('frames %s', (value, expected) => {
    expect(frameAddress(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil.example',
    '<iframe src="x">',
    'relative/path',
  ])('does not frame %s', (value) => {
    expect(frameAddress(value)).toBeUndefined();
  });
});

describe('decideAfterVirtualizerChoice', () => {
  it('TSPLUS opens the session from the registration reply', () => {
    const registered = {
      virtualizer: 'TSPLUS',
      instance: 'reg.example',
      webport: 443,
      window_name: 'reg',
      use_dns: true,
    };
    expect(valid(decideAfterVirtualizerChoice('TSPLUS', registered, OFFER, true))).toEqual({
      next: { kind: 'open-session', url: 'https://reg.example:443/software/html5.html', windowName: 'reg' },
    });
  });

  it('TSPLUS falls back to the offered block, and a non-Chrome browser gets validate_session', () => {
    const outcome = decideAfterVirtualizerChoice('TSPLUS', {}, OFFER, false);
    expect(valid(outcome)).toMatchObject({ next: { kind: 'open-session', windowName: 'acme-erp' } });
    if (outcome.next.kind !== 'open-session') throw new Error('expected open-session');
    expect(new URL(outcome.next.url).pathname).toBe('/software/validate_session.html');
  });

  it('TSPLUS whose registered instance is not a host says the virtualizer is not supported and stays', () => {
    const registered = { TSPLUS: { ...TSPLUS, instance: 'evil.example/@erp.acme.example' } };
    expect(valid(decideAfterVirtualizerChoice('TSPLUS', registered, OFFER, true))).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it('TSPLUS with no data anywhere says the virtualizer is not supported and stays', () => {
    expect(
      valid(decideAfterVirtualizerChoice('TSPLUS', {}, { TSPLUS: null, REMOTE_APP: null }, true)),
    ).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });

  it('REMOTE_APP shows the registered iframe, then the registered block, then the offered one', () => {
    expect(
      decideAfterVirtualizerChoice('REMOTE_APP', { iframe: 'https://a.example/1' }, OFFER, true),
    ).toEqual({
      next: { kind: 'stay' },
      iframe: 'https://a.example/1',
    });
    expect(
      decideAfterVirtualizerChoice(
        'REMOTE_APP',
        { REMOTE_APP: { iframe: 'https://b.example/2' } },
        OFFER,
        true,
      ),
    ).toMatchObject({ iframe: 'https://b.example/2' });
    expect(valid(decideAfterVirtualizerChoice('REMOTE_APP', {}, OFFER, true))).toMatchObject({
      iframe: 'https://apps.acme.example/remote',
    });
  });

  it('REMOTE_APP with nothing frameable says the virtualizer is not supported', () => {
    const offer = { TSPLUS, REMOTE_APP: { iframe: 'javascript:alert(1)' } };
    expect(decideAfterVirtualizerChoice('REMOTE_APP', {}, offer, true)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.VIRTUALIZER_NOT_FOUND' },
    });
  });
});
