import { describe, expect, it } from 'vitest';
import { joinToken, splitToken, TOKEN_CHUNK_CHARS, TOKEN_MAX_CHARS, TOKEN_MAX_CHUNKS } from './token-chunks';

const tokenOf = (chars: number) =>
  Array.from({ length: chars }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
const reader = (chunks: readonly (string | undefined)[]) => (index: number) => chunks[index];

describe('splitToken and joinToken', () => {
  it('keeps a token that fits one cookie as it is', () => {
    expect(splitToken('abc')).toEqual(['abc']);
    expect(joinToken(reader(['abc']))).toBe('abc');
  });

  it.each([TOKEN_CHUNK_CHARS + 1, 12 * 1024, TOKEN_MAX_CHARS])(
    'splits and joins a %i-character token',
    (chars) => {
      const token = tokenOf(chars);
      const chunks = splitToken(token) ?? [];
      expect(chunks.length).toBe(Math.ceil(chars / TOKEN_CHUNK_CHARS));
      for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(TOKEN_CHUNK_CHARS);
      expect(joinToken(reader(chunks))).toBe(token);
    },
  );

  it('counts a character by its URL-encoded size, so a chunk of any token fits its cookie', () => {
    const token = 'é%/+'.repeat(900);
    const chunks = splitToken(token) ?? [];
    for (const chunk of chunks)
      expect(encodeURIComponent(chunk).length).toBeLessThanOrEqual(TOKEN_CHUNK_CHARS);
    expect(joinToken(reader(chunks))).toBe(token);
    expect(splitToken('é'.repeat(TOKEN_MAX_CHARS / 6 + 1))).toBeUndefined();
  });

  it('refuses an empty token and one past the limit', () => {
    expect(splitToken('')).toBeUndefined();
    expect(splitToken(tokenOf(TOKEN_MAX_CHARS + 1))).toBeUndefined();
  });

  it('reads no token without a first chunk, stops at the first missing chunk and never reads past the limit', () => {
    expect(joinToken(reader([undefined, 'b']))).toBeUndefined();
    expect(joinToken(reader(['a', 'b', undefined, 'd']))).toBe('ab');
    const many = Array.from({ length: TOKEN_MAX_CHUNKS + 2 }, () => 'x');
    expect(joinToken(reader(many))).toBe('x'.repeat(TOKEN_MAX_CHUNKS));
  });
});
