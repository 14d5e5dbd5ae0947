import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { signIn, submitLogin } from './portal';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The files `pnpm check:bundle` counts for `/` (the same arithmetic, on the same build). */
async function budgetedLoginFiles(): Promise<string[]> {
  const readJson = (path: string) => JSON.parse(readFileSync(join(REPO, path), 'utf8'));
  const manifest = readJson('apps/web/dist/.vite/manifest.json');
  const config = readJson('apps/web/bundle-budgets.json');
  const budget = config.budgets.find((b: { name: string }) => b.name === '/');
  const { measureBudget } = (await import(pathToFileURL(join(REPO, 'scripts/bundle-budget.mjs')).href)) as {
    measureBudget: (...args: unknown[]) => { files: string[] };
  };
  // Sizes do not matter here, only which files the budget counts.
  const counted = measureBudget(manifest, config, budget, () => ({ raw: 0, gzip: 0 })).files;
  // The budget counts the heaviest language's texts; this browser loads its own language's. The
  // error messages come right after the first paint, under a budget of their own.
  const afterPaint = config.budgets.find((b: { name: string }) => b.name.startsWith('/ error messages'));
  const templates: string[] = [
    ...config.startupLocales,
    ...(budget.locales ?? []),
    ...(afterPaint?.locales ?? []),
  ];
  const localeFiles = Object.entries(manifest as Record<string, { file: string }>)
    .filter(([key]) =>
      templates.some((template) => {
        const [before = '', after = ''] = template.split('{language}');
        // A language names no folder: `src/i18n/locales/signed-in/es.json` is not a startup file.
        const language = key.slice(before.length, key.length - after.length);
        return key.startsWith(before) && key.endsWith(after) && !language.includes('/');
      }),
    )
    .map(([, chunk]) => chunk.file);
  return [...counted, ...localeFiles].map((file) => `/${file}`);
}

/** The paths of the scripts the page requests from now on, as they come. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The scripts' text, fetched again from the page (checked for what they must not contain). */
const scriptTexts = (page: Page, paths: string[]): Promise<string> =>
  page.evaluate(async (list) => {
    const texts = await Promise.all(list.map((path) => fetch(path).then((r) => r.text())));
    return texts.join('\n');
  }, paths);

// Each route is its own chunk and the login route is light (issue 6, decision 008): the login page
// downloads neither the signed-in screens nor their component kit, data layer or form rules; it
// fetches them once the user starts typing, so signing in does not wait for them. The sign-in page
// itself is in the entry (decision 033).
test('the login route loads only its own code; the signed-in screens are prefetched while the user types', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/?lng=en-US');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const loaded = (name: string) => scripts.some((path) => path.includes(`/${name}-`));
  expect(loaded('login-page'), 'the sign-in page in a chunk of its own').toBe(false);
  // The tRPC client too: the session check is a plain query, the form's calls load it (decision 026).
  for (const later of ['app-shell', 'environments-page', 'home-screens', 'login-validation', 'client']) {
    expect(loaded(later), `${later} on the login page`).toBe(false);
  }
  // The Joy UI kit and React Query are not on the login page either (checked through the scripts'
  // text, whatever their chunks are called). Only end users' pages: in simulator mode the QA
  // picker, built with Joy, comes with every page.
  if (test.info().project.name === 'proxy-mode') {
    // Everything the page fetched is something the budget counts: nothing loaded before the page
    // is interactive escapes the bundle check (a dynamic import the budget cannot see, say).
    const counted = new Set(await budgetedLoginFiles());
    expect(scripts.filter((path) => !counted.has(path))).toEqual([]);
    const bodies = await scriptTexts(page, scripts);
    expect(bodies).not.toContain('data-joy-color-scheme');
    expect(bodies).not.toContain('No QueryClient set');
  }

  // The e-mail field has focus on arrival (nothing fetched for that); typing in it fetches.
  await expect(page.getByLabel(/E-mail/)).toBeFocused();
  await page.keyboard.type('d');
  await expect
    .poll(
      () =>
        loaded('app-shell') && loaded('environments-page') && loaded('login-validation') && loaded('client'),
    )
    .toBe(true);
  expect(loaded('home-screens')).toBe(false);

  await submitLogin(page);
  await expect(page.getByRole('heading', { name: 'Desktop Applications' })).toBeVisible();
  expect(loaded('home-screens')).toBe(false);
});

// Decision 031: the first screen after sign-in is plain CSS. Joy's code, and its provider with the
// customer's colours, come only with a screen built with Joy (or a launch's dialog).
test('the environments page loads no Joy; a screen built with Joy brings it, inside its provider', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await signIn(page);
  await page.waitForLoadState('networkidle');
  const html = page.locator('html');
  expect(await html.getAttribute('data-joy-color-scheme')).toBeNull();
  expect(scripts.filter((path) => path.includes('/joy-kit-'))).toEqual([]);
  // Simulator mode adds the QA picker, built with Joy (without the provider), to every page.
  if (test.info().project.name === 'proxy-mode') {
    const bodies = await scriptTexts(page, scripts);
    expect(bodies).not.toContain('data-joy-color-scheme');
  }

  await page.getByRole('button', { name: 'Open apps: Web Portal' }).click();
  await expect(page).toHaveURL(/\/apps\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('data-joy-color-scheme', 'light');
  expect(scripts.some((path) => path.includes('/joy-kit-'))).toBe(true);
});
