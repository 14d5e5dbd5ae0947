import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../session/safe-return-path';
import { signInAddress } from './sign-in-address';

describe('signInAddress: where a signed-out visit is sent', () => {
  it.each([
    ['/apps/acme-web', '/?next=%2Fapps%2Facme-web'],
    ['/home/environments?x', '/?next=%2Fhome%2Fenvironments%3Fx'],
    ['/home/environments', '/'],
    ['/requiredMFA', '/'],
  ])('%s → %s', (path, expected) => {
    expect(signInAddress(path)).toBe(expected);
  });

  it('names a path the sign-in page accepts as it was', () => {
    const next = new URL(signInAddress('/apps/acme%20web?tab=2'), 'https://portal.example').searchParams.get(
      'next',
    );
    expect(safeReturnPath(next)).toBe('/apps/acme%20web?tab=2');
  });
});
