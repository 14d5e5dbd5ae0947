import { expect, test } from './fixtures';

for (const width of [1280, 375]) {
  test(`stored record screen ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.goto('/?scenario=auth/stored-profile&lng=en-US');
    await page.getByLabel('E-mail').fill('bank@example.com');
    await page.getByLabel(/^Password/).fill('Profile@Portal2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await page.screenshot({ path: `../docs/screens/sign-in-stored-record-refused-${width}.png` });
  });
}
