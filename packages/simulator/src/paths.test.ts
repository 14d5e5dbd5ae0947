import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR, findRepoRoot, REPO_ROOT } from './paths';

describe('findRepoRoot', () => {
  it('walks up from a source file or a bundle in dist/ to the pnpm workspace', async () => {
    const root = await mkdtemp(join(tmpdir(), 'repo-root-'));
    try {
      await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
      await mkdir(join(root, 'apps/gateway/dist'), { recursive: true });
      expect(findRepoRoot(pathToFileURL(join(root, 'packages/simulator/src/paths.ts')).href)).toBe(root);
      expect(findRepoRoot(join(root, 'apps/gateway/dist/main.mjs'))).toBe(root);
    } finally {
      await rm(root, { recursive: true });
    }
  });

  it('finds this repository, whose scenarios folder holds default.yaml', () => {
    expect(existsSync(join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
    expect(existsSync(join(DEFAULT_SCENARIOS_DIR, 'default.yaml'))).toBe(true);
  });
});
