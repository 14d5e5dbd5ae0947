import { beforeAll, describe, expect, it, vi } from 'vitest';
import { showUpdateDialog } from './update-dialog';

const texts = { title: 'A new version', description: 'Reload to use it.', reload: 'Reload', later: 'Later' };

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('showUpdateDialog', () => {
  it('opens a named, described modal with Reload first in focus', () => {
    const dialog = showUpdateDialog(document, texts, () => undefined);
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'A new version',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Reload to use it.',
    );
    const reload = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Reload');
    expect(reload?.autofocus).toBe(true);
    dialog.close();
  });

  it('reloads once on Reload', () => {
    const onReload = vi.fn();
    const dialog = showUpdateDialog(document, texts, onReload);
    const reload = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Reload');
    reload?.click();
    reload?.click();
    expect(onReload).toHaveBeenCalledTimes(1);
    dialog.close();
  });

  it('goes away on Later and leaves the page as it is', () => {
    const onReload = vi.fn();
    const dialog = showUpdateDialog(document, texts, onReload);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Later')?.click();
    expect(onReload).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
  });
});
