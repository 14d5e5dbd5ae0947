// The arithmetic of the bundle budget check (scripts/check-bundle.mjs), kept free of the file
// system so it can be tested with a small fake manifest: which chunks a route downloads before it
// is interactive, and whether their gzipped size fits the route's budget.

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ raw: number, gzip: number }} Size
 * @typedef {{
 *   name: string,
 *   scope: 'page' | 'own',
 *   modules: string[],
 *   locales?: string[],
 *   gzipKB: number,
 * }} Budget
 * @typedef {{
 *   entry: string,
 *   languages: string[],
 *   startupLocales: string[],
 *   budgets: Budget[],
 * }} BudgetFile
 * @typedef {{
 *   name: string, scope: Budget['scope'], files: string[], language: string | undefined,
 *   raw: number, gzip: number, budget: number, ok: boolean,
 * }} BudgetResult
 */

/** Budgets are in kB of 1,000 bytes, like Vite's own build report. */
export const KB = 1000;

export const LANGUAGE_PLACEHOLDER = '{language}';

/** The languages the manifest has a module for, by a locale template such as `locales/{language}.json`. */
export function languagesInBuild(manifest, template) {
  const [before, after] = template.split(LANGUAGE_PLACEHOLDER);
  return Object.keys(manifest)
    .filter(
      (key) => key.startsWith(before) && key.endsWith(after) && key.length > before.length + after.length,
    )
    .map((key) => key.slice(before.length, key.length - after.length))
    .filter((language) => !language.includes('/'));
}

export class BudgetConfigError extends Error {
  name = 'BudgetConfigError';
}

/** Fails clearly when a budget names a source the build no longer has (renamed or moved). */
function chunkOf(manifest, key, budgetName) {
  const chunk = manifest[key];
  if (!chunk) {
    throw new BudgetConfigError(
      `budget "${budgetName}" names "${key}", which is not in the Vite manifest: ` +
        'was it renamed or moved? Update apps/web/bundle-budgets.json.',
    );
  }
  return chunk;
}

/**
 * Manifest keys of `starts` and everything they import statically, recursively. Dynamic imports
 * are left out: they load later, on demand, not before the page is interactive.
 * @param {Manifest} manifest
 * @param {string[]} starts
 * @param {string} budgetName for the error that names a missing source
 */
export function staticClosure(manifest, starts, budgetName) {
  const seen = new Set();
  const stack = [...starts];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (seen.has(key)) continue;
    const chunk = chunkOf(manifest, key, budgetName);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const sum = (keys, manifest, sizeOf, field) =>
  [...keys].reduce((total, key) => total + sizeOf(manifest[key].file)[field], 0);

/**
 * What one budget's route downloads before it is interactive.
 *   page: the entry, the route's modules and the largest language's startup locale chunks, with
 *         everything they import statically (what a first visit costs);
 *   own:  the route's modules (and its own locale chunks) with their static imports, minus what the
 *         entry already loaded (what a visit costs after any other page).
 * @param {Manifest} manifest
 * @param {BudgetFile} config
 * @param {Budget} budget
 * @param {(file: string) => Size} sizeOf
 * @returns {BudgetResult}
 */
export function measureBudget(manifest, config, budget, sizeOf) {
  const entryKeys = staticClosure(manifest, [config.entry], budget.name);
  const routeKeys = staticClosure(
    manifest,
    budget.scope === 'page' ? [config.entry, ...budget.modules] : budget.modules,
    budget.name,
  );
  const localeTemplates = [
    ...(budget.scope === 'page' ? config.startupLocales : []),
    ...(budget.locales ?? []),
  ];
  const base = budget.scope === 'page' ? routeKeys : new Set([...routeKeys].filter((k) => !entryKeys.has(k)));

  // One language is loaded; the budget must hold for the heaviest one: the listed languages (each
  // must be in the build) and any other the build has for the first template.
  let heaviest = { language: undefined, keys: new Set(), gzip: -1 };
  if (localeTemplates.length > 0) {
    const languages = new Set([...config.languages, ...languagesInBuild(manifest, localeTemplates[0])]);
    for (const language of languages) {
      const starts = localeTemplates.map((t) => t.replaceAll(LANGUAGE_PLACEHOLDER, language));
      const keys = new Set(
        [...staticClosure(manifest, starts, budget.name)].filter((k) => !base.has(k) && !entryKeys.has(k)),
      );
      const gzip = sum(keys, manifest, sizeOf, 'gzip');
      if (gzip > heaviest.gzip) heaviest = { language, keys, gzip };
    }
  }

  const keys = new Set([...base, ...heaviest.keys]);
  const gzip = sum(keys, manifest, sizeOf, 'gzip');
  const budgetBytes = budget.gzipKB * KB;
  return {
    name: budget.name,
    scope: budget.scope,
    files: [...keys].map((k) => manifest[k].file).sort(),
    language: heaviest.language,
    raw: sum(keys, manifest, sizeOf, 'raw'),
    gzip,
    budget: budgetBytes,
    ok: gzip <= budgetBytes,
  };
}

/** Every budget of the file, in its order. */
export function measureBudgets(manifest, config, sizeOf) {
  return config.budgets.map((budget) => measureBudget(manifest, config, budget, sizeOf));
}

/**
 * Lazily loaded modules of the app (route screens, layouts) no budget mentions: a new route would
 * otherwise escape the check unnoticed.
 */
export function unbudgetedRouteModules(manifest, config, isRouteModule) {
  const named = new Set(config.budgets.flatMap((b) => b.modules));
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && isRouteModule(key) && !named.has(key))
    .map(([key]) => key)
    .sort();
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** A plain-text table: route, scope, raw, gzip, budget, ok/over. */
export function formatTable(results) {
  const header = ['route', 'scope', 'files', 'raw kB', 'gzip kB', 'budget kB', 'status'];
  const rows = results.map((r) => [
    r.name,
    r.scope,
    String(r.files.length),
    kb(r.raw),
    kb(r.gzip),
    kb(r.budget),
    r.ok ? 'ok' : `OVER by ${kb(r.gzip - r.budget)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) =>
      i === 0 || i === 1 || i === 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
    );
  return [header, ...rows].map((cells) => line(cells).join('  ').trimEnd()).join('\n');
}
