import { afterEach, describe, expect, it } from 'vitest';
import { forgetReturnPath, keepReturnPath, pendingReturnPath } from './return-path';

describe('the pending return path', () => {
  afterEach(() => {
    forgetReturnPath();
    sessionStorage.clear();
  });

  it('stays until forgotten', () => {
    keepReturnPath('/apps/acme-web');
    expect(pendingReturnPath()).toBe('/apps/acme-web');
    expect(pendingReturnPath()).toBe('/apps/acme-web');
    forgetReturnPath();
    expect(pendingReturnPath()).toBeUndefined();
  });

  it('is forgotten by an attempt without one', () => {
    keepReturnPath('/apps/acme-web');
    keepReturnPath(undefined);
    expect(pendingReturnPath()).toBeUndefined();
  });

  it('survives a sign-in that leaves the portal and comes back (Duo): this tab keeps it', () => {
    keepReturnPath('/apps/acme-web');
    expect(sessionStorage.getItem('portal.returnPath')).toBe('/apps/acme-web');
  });
});
