import { specComparisonLine } from './spec-files';

/**
 * Vitest global set-up of the contracts project: prints once per run whether the comparison with
 * the specification's own text ran, so its skipped tests are never skipped silently.
 */
export default function printSpecComparison(): void {
  console.log(specComparisonLine());
}
