import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean }>;

/** The build the gateways serve (apps/web/dist/.vite/manifest.json). */
function readManifest(): Manifest {
  const path = fileURLToPath(new URL('../../../apps/web/dist/.vite/manifest.json', import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The picker's entry file. */
function pickerEntryFile(manifest: Manifest): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'sim-picker');
  if (!entry) throw new Error('the web build has no sim-picker entry');
  return `/${entry.file}`;
}

/** The picker's English strings: a chunk only the picker loads. */
function pickerLocaleFile(manifest: Manifest): string {
  const chunk = manifest['src/features/sim-picker/locales/en-US.json'];
  if (!chunk) throw new Error('the web build has no sim-picker en-US strings');
  return `/${chunk.file}`;
}

/**
 * The same files spelled as a client may send them: the gateway serves the decoded, normalised
 * path, so each names a picker file. (A leading `//` would read as another host, so not here.)
 */
function disguised(entry: string, locale: string): string[] {
  const dashEncoded = (path: string) => path.replace(/-(?=[^/]*$)/, '%2D');
  return [
    dashEncoded(entry),
    `${dashEncoded(entry)}.map`,
    entry.replace('/assets/', '/assets//'),
    entry.replace('/assets/', '/%61ssets/'),
    dashEncoded(locale),
    `${dashEncoded(locale)}.map`,
  ];
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
  const manifest = readManifest();
  const entry = pickerEntryFile(manifest);
  const entryReply = await request.get(entry);
  const variants = disguised(entry, pickerLocaleFile(manifest));
  const button = page.getByRole('button', { name: 'Open the QA simulator tools' });

  if (proxy) {
    expect(html).not.toContain('sim-picker');
    expect(entryReply.status()).toBe(404);
    expect((await request.get('/assets/sim-picker-anything.js')).status()).toBe(404);
    for (const path of variants) expect((await request.get(path)).status(), path).toBe(404);
    // The page is fully there (the sign-in heading) and loaded no picker code.
    expect(scripts.filter((path) => path.includes('sim-picker'))).toEqual([]);
    await expect(button).toHaveCount(0);
  } else {
    expect(html).toContain(`src="${entry}"`);
    expect(entryReply.status()).toBe(200);
    // The variants do name real files: simulator mode serves them.
    for (const path of variants) expect((await request.get(path)).status(), path).toBe(200);
    await expect(button).toBeVisible();
    expect(scripts).toContain(entry);
  }
});
