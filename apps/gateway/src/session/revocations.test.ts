import { describe, expect, it } from 'vitest';
import { memoryRevocations } from './revocations';

describe('memoryRevocations', () => {
  it('refuses a revoked id until its end, then forgets it', async () => {
    let now = 1_000;
    const revocations = memoryRevocations(() => now);
    await revocations.revoke('sid-a', 4_000);
    expect(await revocations.isRevoked('sid-a')).toBe(true);
    expect(await revocations.isRevoked('sid-b')).toBe(false);
    now = 5_000;
    expect(await revocations.isRevoked('sid-a')).toBe(false);
  });

  it('keeps the later end when an id is revoked twice', async () => {
    let now = 0;
    const revocations = memoryRevocations(() => now);
    await revocations.revoke('sid-a', 10_000);
    now = 1_000;
    await revocations.revoke('sid-a', 1_000);
    now = 5_000;
    expect(await revocations.isRevoked('sid-a')).toBe(true);
  });
});
