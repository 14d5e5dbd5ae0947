import { describe, expect, it } from 'vitest';
import { offerOf, pendingLaunchOf, pluginUrlOf } from './navigation-state';

const TSPLUS = { instance: 'erp.acme.example', webport: 8443, window_name: 'acme-erp', use_dns: true };

describe('pluginUrlOf', () => {
  it('reads the address the plugin step left', () => {
    expect(pluginUrlOf({ pluginUrl: 'cloudportal://launch?data=x' })).toBe('cloudportal://launch?data=x');
  });

  it.each([null, undefined, {}, { pluginUrl: '' }, { pluginUrl: 3 }, 'x'])(
    'nothing usable in %j',
    (state) => {
      expect(pluginUrlOf(state)).toBeUndefined();
    },
  );
});

describe('pendingLaunchOf', () => {
  it('reads the pending launch', () => {
    const launch = { url: 'cloudportal://launch?data=x', continueTo: '/launching/0' };
    expect(pendingLaunchOf({ launch })).toEqual(launch);
  });

  it.each([
    null,
    {},
    { launch: { url: '', continueTo: '/launching/0' } },
    { launch: { url: 'cloudportal://x', continueTo: 'https://evil.example' } },
    { launch: { url: 'cloudportal://x' } },
  ])('nothing usable in %j', (state) => {
    expect(pendingLaunchOf(state)).toBeUndefined();
  });
});

describe('offerOf', () => {
  it('reads both blocks', () => {
    expect(offerOf({ TSPLUS, REMOTE_APP: { iframe: '/__sim/pages/remote-app' } })).toEqual({
      TSPLUS,
      REMOTE_APP: { iframe: '/__sim/pages/remote-app' },
    });
  });

  it('keeps one block when the other is missing or broken', () => {
    expect(offerOf({ TSPLUS, REMOTE_APP: null })).toEqual({ TSPLUS, REMOTE_APP: null });
    expect(offerOf({ TSPLUS: { ...TSPLUS, use_dns: 'yes' }, REMOTE_APP: { iframe: 'x' } })).toEqual({
      TSPLUS: null,
      REMOTE_APP: { iframe: 'x' },
    });
    expect(offerOf({ TSPLUS: { ...TSPLUS, webport: '8443' } })).toEqual({
      TSPLUS: { ...TSPLUS, webport: '8443' },
      REMOTE_APP: null,
    });
  });

  it('nothing to choose: undefined', () => {
    expect(offerOf(null)).toBeUndefined();
    expect(offerOf({ TSPLUS: null, REMOTE_APP: { iframe: '' } })).toBeUndefined();
  });
});
