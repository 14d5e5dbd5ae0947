import { isIP } from 'node:net';

/**
 * Whom the new-world budget and the per-owner cap count a client address as: an IPv4 address as
 * itself, an IPv6 address as its /64. One home or office network gets a single /64 and each of its
 * devices picks fresh privacy addresses in it at will, so counting exact IPv6 addresses gave one
 * tester as many budgets as addresses. Any spelling of an address gives the same key (`::`
 * expanded or not, upper or lower case, a zone id, an IPv4 address in IPv6 form). What is not an
 * address is kept as given, lower-cased.
 */
export function clientNetwork(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIP(bare) === 4) return bare;
  if (isIP(bare) !== 6) return address.trim().toLowerCase();
  const groups = ipv6Groups(bare);
  if (isIpv4Mapped(groups)) return ipv4From(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** `::ffff:a.b.c.d`: an IPv4 caller on a dual-stack socket. */
function isIpv4Mapped(groups: readonly number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of a valid IPv6 address (isIP said so: at most one `::`). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((hex) => Number.parseInt(hex, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
