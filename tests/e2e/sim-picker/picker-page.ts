import { expect, type Locator, type Page } from '@playwright/test';

/** The QA picker as a tester sees it (English). */
export function picker(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'QA simulator' });
  return {
    button: page.getByRole('button', { name: 'Open the QA simulator tools' }),
    dialog,
    tab: (name: 'Scenario' | 'World' | 'Overrides' | 'Journal' | 'Coverage') =>
      dialog.getByRole('tab', { name }),
    /** Opens the picker with its keyboard shortcut. */
    async open(): Promise<Locator> {
      await expect(this.button).toBeVisible();
      await page.keyboard.press('Alt+Shift+Q');
      await expect(dialog).toBeVisible();
      return dialog;
    },
    /** Picks an option of one of the picker's selects (Joy Select: a button and a listbox). */
    async choose(label: string, option: string | RegExp): Promise<void> {
      const combobox = dialog.getByRole('combobox', { name: label });
      const choice = page.getByRole('option', { name: option });
      // On a loaded machine the listbox can close again when its options arrive after it opened
      // (the catalogue is still loading): open it again until the option can be clicked.
      await expect(async () => {
        if (!(await choice.isVisible())) await combobox.click();
        await choice.click({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    },
  };
}
