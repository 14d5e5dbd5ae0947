import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assumptionIndexFrom } from '../testing/assumption-index';
import { assumptionsPath } from '../testing/spec-files';
import { SCHEMA_ASSUMPTIONS } from './assumption-index';

describe('SCHEMA_ASSUMPTIONS', () => {
  it('is what ASSUMPTIONS.md says (paste the printed object into assumption-index.ts after editing it)', () => {
    const expected = assumptionIndexFrom(readFileSync(assumptionsPath, 'utf8'));
    expect(Object.keys(expected).length).toBeGreaterThan(20);
    expect(SCHEMA_ASSUMPTIONS, JSON.stringify(expected, null, 2)).toEqual(expected);
  });
});
