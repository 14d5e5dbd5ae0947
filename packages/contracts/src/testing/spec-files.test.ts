import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSpec, specComparisonLine, specPath } from './spec-files';

const missing = join(specPath, '..', 'no-such-spec.md');

describe('readSpec', () => {
  it('reads a missing spec as undefined, in CI or not, so a clone without it stays green', () => {
    expect(readSpec(missing)).toBeUndefined();
  });

  it('reads a present file', () => {
    expect(readSpec(new URL(import.meta.url).pathname)).toContain('readSpec');
  });
});

describe('specComparisonLine', () => {
  it('says the comparison did not run, and why, when the spec is missing', () => {
    const line = specComparisonLine(missing);
    expect(line).toMatch(/^Specification comparison: not run, no .*no-such-spec\.md beside the repository/);
    expect(line).not.toContain('\n');
  });

  it('says the comparison ran when the file is there', () => {
    expect(specComparisonLine(new URL(import.meta.url).pathname)).toMatch(/^Specification comparison: ran/);
  });
});
