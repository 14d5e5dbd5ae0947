import { describe, expect, it } from 'vitest';
import { WorldBudget } from './world-budget';

const remote = (clientAddress: string) => ({ socketAddress: '203.0.113.1', forwarded: false, clientAddress });

describe('WorldBudget', () => {
  it('lets a remote address start its budget of worlds, then refuses until time refills it', () => {
    let now = 0;
    const budget = new WorldBudget(3, () => now);
    expect([1, 2, 3, 4].map(() => budget.take(remote('203.0.113.1')))).toEqual([true, true, true, false]);
    // Another address has its own budget.
    expect(budget.take(remote('203.0.113.2'))).toBe(true);
    now += 20_000; // a third of a minute: one world back
    expect(budget.take(remote('203.0.113.1'))).toBe(true);
    expect(budget.take(remote('203.0.113.1'))).toBe(false);
  });

  it('does not count callers on this machine, unless they relay someone through a proxy', () => {
    const budget = new WorldBudget(1, () => 0);
    const local = { socketAddress: '127.0.0.1', forwarded: false, clientAddress: '127.0.0.1' };
    expect([1, 2, 3].map(() => budget.take(local))).toEqual([true, true, true]);
    const relayed = { socketAddress: '127.0.0.1', forwarded: true, clientAddress: '198.51.100.7' };
    expect(budget.take(relayed)).toBe(true);
    expect(budget.take(relayed)).toBe(false);
  });

  it('counts an IPv6 client by its /64: privacy addresses of one network share a budget', () => {
    const budget = new WorldBudget(2, () => 0);
    // One home network: each device picks fresh addresses in the same /64 at will.
    expect(budget.take(remote('2001:db8:1:2::a'))).toBe(true);
    expect(budget.take(remote('2001:db8:1:2:8c3f:11ff:fe00:42'))).toBe(true);
    expect(budget.take(remote('2001:DB8:1:2:dead:beef:0:1'))).toBe(false);
    // The next /64 (the neighbour) has a budget of its own.
    expect(budget.take(remote('2001:db8:1:3::a'))).toBe(true);
    expect(budget.take(remote('2001:db8:1:3::b'))).toBe(true);
  });

  it('counts an IPv4 caller the same on an IPv4 and a dual-stack socket', () => {
    const budget = new WorldBudget(1, () => 0);
    expect(budget.take(remote('203.0.113.50'))).toBe(true);
    expect(budget.take(remote('::ffff:203.0.113.50'))).toBe(false);
  });

  it('0 turns the budget off', () => {
    const budget = new WorldBudget(0, () => 0);
    expect([1, 2, 3].map(() => budget.take(remote('203.0.113.1')))).toEqual([true, true, true]);
  });
});
