import { describe, expect, it } from 'vitest';
import { openedWindow, sessionOpenedView } from './session-opened';

describe('sessionOpenedView', () => {
  it('a browser window: no plugin help, the window lead', () => {
    const view = sessionOpenedView(openedWindow({ url: 'https://h.example/', windowName: 'w' }));
    expect(view).toEqual({ leadKey: 'launch.opened.leadWindow', pluginHelp: false });
  });

  it('a plugin hand-off: plugin help, the app lead', () => {
    const view = sessionOpenedView({ via: 'plugin', url: 'portalplugin://open?x=1' });
    expect(view).toEqual({ leadKey: 'launch.opened.leadPlugin', pluginHelp: true });
  });
});

describe('openedWindow', () => {
  it('keeps the address and the window name, to open the same window again', () => {
    expect(openedWindow({ url: 'https://h.example/', windowName: 'acme' })).toEqual({
      via: 'window',
      url: 'https://h.example/',
      windowName: 'acme',
    });
  });
});
