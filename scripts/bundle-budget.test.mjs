import { describe, expect, it } from 'vitest';
import {
  BudgetConfigError,
  formatTable,
  languagesInBuild,
  measureBudget,
  measureBudgets,
  staticClosure,
  unbudgetedRouteModules,
} from './bundle-budget.mjs';

// A small app: an entry with a vendor chunk, a login route sharing a UI chunk with a signed-in
// route, a chunk only reachable dynamically, and per-language locale chunks of different sizes.
const manifest = {
  'index.html': {
    file: 'index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/login.tsx'],
  },
  '_vendor.js': { file: 'vendor.js' },
  '_ui.js': { file: 'ui.js', imports: ['_vendor.js'] },
  '_lazy-only.js': { file: 'lazy-only.js' },
  'src/login.tsx': {
    file: 'login.js',
    isDynamicEntry: true,
    imports: ['_ui.js', 'index.html'],
    dynamicImports: ['_lazy-only.js'],
  },
  'src/routes/home.tsx': { file: 'home.js', isDynamicEntry: true, imports: ['_ui.js', '_vendor.js'] },
  'src/routes/new-page.tsx': { file: 'new-page.js', isDynamicEntry: true },
  'locales/en.json': { file: 'en.js', isDynamicEntry: true },
  'locales/pt.json': { file: 'pt.js', isDynamicEntry: true },
};

const GZIP = {
  'index.js': 10,
  'vendor.js': 100,
  'ui.js': 40,
  'lazy-only.js': 1000,
  'login.js': 20,
  'home.js': 5,
  'new-page.js': 1,
  'en.js': 3,
  'pt.js': 4,
};
const sizeOf = (file) => ({ raw: GZIP[file] * 3, gzip: GZIP[file] });

const config = {
  entry: 'index.html',
  languages: ['en', 'pt'],
  startupLocales: ['locales/{language}.json'],
  budgets: [
    { name: '/', scope: 'page', modules: ['src/login.tsx'], gzipKB: 0.2 },
    { name: '/home', scope: 'own', modules: ['src/routes/home.tsx'], gzipKB: 0.04 },
  ],
};

describe('staticClosure', () => {
  it('follows static imports recursively, once each, and never dynamic ones', () => {
    const keys = staticClosure(manifest, ['src/login.tsx'], '/');
    expect([...keys].sort()).toEqual(['_ui.js', '_vendor.js', 'index.html', 'src/login.tsx']);
  });

  it('names the budget and the source when a module is not in the manifest', () => {
    expect(() => staticClosure(manifest, ['src/renamed.tsx'], '/')).toThrow(BudgetConfigError);
    expect(() => staticClosure(manifest, ['src/renamed.tsx'], '/')).toThrow(/"\/" names "src\/renamed.tsx"/);
  });
});

describe('measureBudget', () => {
  it('a page counts the entry, the route and the heaviest language, not what loads later', () => {
    const result = measureBudget(manifest, config, config.budgets[0], sizeOf);
    // index 10 + vendor 100 + ui 40 + login 20 + pt 4 (heavier than en); lazy-only excluded.
    expect(result.gzip).toBe(174);
    expect(result.raw).toBe(174 * 3);
    expect(result.language).toBe('pt');
    expect(result.files).toEqual(['index.js', 'login.js', 'pt.js', 'ui.js', 'vendor.js']);
    expect(result).toMatchObject({ budget: 200, ok: true });
  });

  it('own counts only what the entry has not loaded', () => {
    const result = measureBudget(manifest, config, config.budgets[1], sizeOf);
    expect(result.files).toEqual(['home.js', 'ui.js']);
    expect(result.gzip).toBe(45);
    expect(result).toMatchObject({ budget: 40, ok: false, language: undefined });
  });

  it('an own budget with locales adds its heaviest language', () => {
    const budget = {
      name: 'x',
      scope: 'own',
      modules: ['src/routes/new-page.tsx'],
      locales: ['locales/{language}.json'],
      gzipKB: 1,
    };
    expect(measureBudget(manifest, config, budget, sizeOf)).toMatchObject({ gzip: 5, language: 'pt' });
  });

  it('a language missing a locale chunk is a configuration error', () => {
    const withGerman = { ...config, languages: ['en', 'de'] };
    expect(() => measureBudget(manifest, withGerman, config.budgets[0], sizeOf)).toThrow(/locales\/de.json/);
  });

  it('also measures a language the build has but the budgets file does not list', () => {
    const withSpanish = {
      ...manifest,
      'locales/es.json': { file: 'es.js', isDynamicEntry: true },
    };
    const sizes = (file) => (file === 'es.js' ? { raw: 30, gzip: 10 } : sizeOf(file));
    expect(measureBudget(withSpanish, config, config.budgets[0], sizes)).toMatchObject({ language: 'es' });
    expect(languagesInBuild(withSpanish, 'locales/{language}.json').sort()).toEqual(['en', 'es', 'pt']);
  });

  it('a budget exactly met is ok', () => {
    const exact = { ...config.budgets[1], gzipKB: 0.045 };
    expect(measureBudget(manifest, config, exact, sizeOf).ok).toBe(true);
  });
});

describe('report', () => {
  it('lists lazy route modules no budget names', () => {
    const isRoute = (key) => key.startsWith('src/routes/');
    expect(unbudgetedRouteModules(manifest, config, isRoute)).toEqual(['src/routes/new-page.tsx']);
  });

  it('prints one row per budget with its status', () => {
    const table = formatTable(measureBudgets(manifest, config, sizeOf));
    const [header, page, own] = table.split('\n');
    expect(header).toMatch(/^route\s+scope\s+files\s+raw kB\s+gzip kB\s+budget kB\s+status$/);
    expect(page).toMatch(/^\/\s+page\s+5\s+0\.5\s+0\.2\s+0\.2\s+ok$/);
    expect(own).toMatch(/^\/home\s+own\s+2\s+0\.1\s+0\.0\s+0\.0\s+OVER by 0\.0$/);
  });
});
