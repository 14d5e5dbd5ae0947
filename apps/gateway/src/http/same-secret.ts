import { timingSafeEqual } from 'node:crypto';

/** Equal texts, compared in constant time: how long it takes tells nothing about the secret. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
