import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/** The picker's entry file in the build the gateways serve (apps/web/dist/.vite/manifest.json). */
function pickerEntryFile(): string {
  const path = fileURLToPath(new URL('../../../apps/web/dist/.vite/manifest.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<
    string,
    { file: string; name?: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'sim-picker');
  if (!entry) throw new Error('the web build has no sim-picker entry');
  return `/${entry.file}`;
}

test('the QA picker ships in simulator mode only', async ({ page, request }, testInfo) => {
  const proxy = testInfo.project.name === 'proxy-mode';
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const entry = pickerEntryFile();
  const entryReply = await request.get(entry);
  const button = page.getByRole('button', { name: 'Open the QA simulator tools' });

  if (proxy) {
    expect(html).not.toContain('sim-picker');
    expect(entryReply.status()).toBe(404);
    expect((await request.get('/assets/sim-picker-anything.js')).status()).toBe(404);
    // The page is fully there (the sign-in heading) and loaded no picker code.
    expect(scripts.filter((path) => path.includes('sim-picker'))).toEqual([]);
    await expect(button).toHaveCount(0);
  } else {
    expect(html).toContain(`src="${entry}"`);
    expect(entryReply.status()).toBe(200);
    await expect(button).toBeVisible();
    expect(scripts).toContain(entry);
  }
});
