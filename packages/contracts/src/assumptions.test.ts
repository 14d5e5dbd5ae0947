import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assumptionsPath, markdownSection, tableRows } from './testing/spec-files';

const srcDir = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const markdown = readFileSync(assumptionsPath, 'utf8');
const rows = tableRows(markdownSection(markdown, 'Assumptions'));
const ids = rows.map((cells) => cells[0] ?? '');

describe('ASSUMPTIONS.md', () => {
  it('numbers its assumptions A-01, A-02, ... without gaps or repeats', () => {
    expect(ids.length).toBeGreaterThanOrEqual(17);
    expect(ids).toEqual(ids.map((_, i) => `A-${String(i + 1).padStart(2, '0')}`));
  });

  it('gives every assumption what the spec says, what we chose and where to change it', () => {
    for (const cells of rows) {
      expect(cells, cells[0]).toHaveLength(4);
      for (const cell of cells) expect(cell.length, cells[0]).toBeGreaterThan(2);
      expect(cells[3], cells[0]).toMatch(/src\/[\w/.-]+\.(?:ts|json)/);
    }
  });

  it('lists every assumption the code refers to', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/ASSUMPTION (A-\d\d)|assumption: '(A-\d\d)'/g)) {
        used.add(match[1] ?? match[2] ?? '');
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(17);
    expect([...used].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('points only at files that exist', () => {
    const root = path.dirname(assumptionsPath);
    const files = new Set<string>();
    for (const cells of rows) {
      for (const match of (cells[3] ?? '').matchAll(/`(src\/[\w/.-]+\.(?:ts|json))`/g))
        files.add(match[1] ?? '');
    }
    expect(files.size).toBeGreaterThan(5);
    for (const file of files) expect(statSync(path.join(root, file)).isFile(), file).toBe(true);
  });
});
