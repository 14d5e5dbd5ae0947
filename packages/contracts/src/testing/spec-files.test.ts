import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCi, readSpec, specPath } from './spec-files';

const missing = join(specPath, '..', 'no-such-spec.md');

describe('readSpec', () => {
  it('in CI, a missing spec fails the parity tests instead of skipping them', () => {
    for (const CI of ['true', '1', 'TRUE']) {
      expect(() => readSpec(missing, { CI })).toThrow(/CI is set but the spec file is missing/);
    }
  });

  it('outside CI, a missing spec reads as undefined so the other tests still run', () => {
    for (const CI of [undefined, '', 'false', '0']) expect(readSpec(missing, { CI })).toBeUndefined();
    expect(isCi({})).toBe(false);
  });
});
