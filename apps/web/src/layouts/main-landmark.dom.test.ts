import { afterEach, describe, expect, it } from 'vitest';
import { focusMain, isNewPage, MAIN_ID } from './main-landmark';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusMain', () => {
  it('focuses the main landmark', () => {
    document.body.innerHTML = `<a href="#x">first</a><main id="${MAIN_ID}" tabindex="-1"><h1>Page</h1></main>`;
    expect(focusMain()).toBe(true);
    expect(document.activeElement?.id).toBe(MAIN_ID);
  });

  it('passes preventScroll on, for a page the caller already put at its top', () => {
    document.body.innerHTML = `<main id="${MAIN_ID}" tabindex="-1"></main>`;
    const main = document.getElementById(MAIN_ID) as HTMLElement;
    const calls: (FocusOptions | undefined)[] = [];
    main.focus = (options?: FocusOptions) => void calls.push(options);
    focusMain(document, { preventScroll: true });
    focusMain();
    expect(calls).toEqual([{ preventScroll: true }, { preventScroll: false }]);
  });

  it('does nothing on a page without one', () => {
    document.body.innerHTML = '<p>no landmark</p>';
    expect(focusMain()).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('isNewPage', () => {
  it('is false on the first load', () => {
    expect(isNewPage(undefined, '/')).toBe(false);
  });
  it('is true when the path changes', () => {
    expect(isNewPage('/', '/home/environments')).toBe(true);
  });
  it('is false when only the query or the hash changed (same path)', () => {
    expect(isNewPage('/home/environments', '/home/environments')).toBe(false);
  });
});
