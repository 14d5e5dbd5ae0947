import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueKey, readCachedList, writeCachedList } from './sim-list-cache.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setUp() {
  dir = mkdtempSync(join(tmpdir(), 'sim-list-cache-'));
  const scenarios = join(dir, 'scenarios');
  mkdirSync(join(scenarios, 'auth'), { recursive: true });
  writeFileSync(join(scenarios, 'default.yaml'), 'title: a\n');
  writeFileSync(join(scenarios, 'auth', 'lockout.yaml'), 'title: b\n');
  const bundle = join(dir, 'cli.mjs');
  writeFileSync(bundle, '// bundle');
  return { scenarios, bundle, cacheFile: join(dir, 'cache.json') };
}

describe('the sim list cache', () => {
  it('answers the kept output while nothing changed', () => {
    const { scenarios, bundle, cacheFile } = setUp();
    const key = catalogueKey(scenarios, bundle);
    expect(readCachedList(cacheFile, key)).toBeUndefined();
    writeCachedList(cacheFile, key, '[1]\n');
    expect(readCachedList(cacheFile, catalogueKey(scenarios, bundle))).toBe('[1]\n');
  });

  it('misses when a scenario is edited, added or removed, or the bundle changes', () => {
    const { scenarios, bundle, cacheFile } = setUp();
    const remember = () => writeCachedList(cacheFile, catalogueKey(scenarios, bundle), '[]\n');
    const hit = () => readCachedList(cacheFile, catalogueKey(scenarios, bundle)) !== undefined;

    remember();
    writeFileSync(join(scenarios, 'auth', 'lockout.yaml'), 'title: changed\n');
    expect(hit()).toBe(false);

    remember();
    writeFileSync(join(scenarios, 'auth', 'new.yaml'), 'title: c\n');
    expect(hit()).toBe(false);

    remember();
    rmSync(join(scenarios, 'auth', 'new.yaml'));
    expect(hit()).toBe(false);

    remember();
    const later = new Date(Date.now() + 5_000);
    utimesSync(bundle, later, later);
    expect(hit()).toBe(false);

    remember();
    expect(hit()).toBe(true);
  });

  it('treats a broken cache file as a miss', () => {
    const { scenarios, bundle, cacheFile } = setUp();
    writeFileSync(cacheFile, '{not json');
    expect(readCachedList(cacheFile, catalogueKey(scenarios, bundle))).toBeUndefined();
  });
});
