import { describe, expect, it } from 'vitest';
import { reserveTitleBand, showTitleBand, type TitleBandPage } from './title-band-rule';

const PAGES: TitleBandPage[] = ['environments', 'virtualizer-choice'];

describe('showTitleBand (spec section 2)', () => {
  it.each(PAGES)('%s: shown with several clients once loaded', (page) => {
    expect(showTitleBand({ page, clientCount: 3, loading: false })).toBe(true);
    expect(showTitleBand({ page, clientCount: 2, loading: false })).toBe(true);
  });

  it.each(PAGES)('%s: hidden with one client or none', (page) => {
    for (const loading of [false, true]) {
      expect(showTitleBand({ page, clientCount: 1, loading })).toBe(false);
      expect(showTitleBand({ page, clientCount: 0, loading })).toBe(false);
    }
  });

  it.each(PAGES)('%s: hidden while the client count is unknown', (page) => {
    expect(showTitleBand({ page, clientCount: undefined, loading: false })).toBe(false);
  });

  it('environments: hidden while loading', () => {
    expect(showTitleBand({ page: 'environments', clientCount: 3, loading: true })).toBe(false);
  });

  it('virtualizer choice: stays while loading', () => {
    expect(showTitleBand({ page: 'virtualizer-choice', clientCount: 3, loading: true })).toBe(true);
  });
});

describe('reserveTitleBand: the band keeps its place while the environments load', () => {
  it('environments, loading, count unknown or several: kept', () => {
    expect(reserveTitleBand({ page: 'environments', clientCount: undefined, loading: true })).toBe(true);
    expect(reserveTitleBand({ page: 'environments', clientCount: 3, loading: true })).toBe(true);
  });

  it('not once loaded, nor when the count hides the band', () => {
    expect(reserveTitleBand({ page: 'environments', clientCount: 3, loading: false })).toBe(false);
    expect(reserveTitleBand({ page: 'environments', clientCount: undefined, loading: false })).toBe(false);
    expect(reserveTitleBand({ page: 'environments', clientCount: 1, loading: true })).toBe(false);
  });

  it('virtualizer choice keeps its own band', () => {
    expect(reserveTitleBand({ page: 'virtualizer-choice', clientCount: undefined, loading: true })).toBe(
      false,
    );
  });
});
