import { describe, expect, it } from 'vitest';
import { adapterReadsUrl } from './trpc-plugin';

// Fifth pass (issue 23 item 2): the check of a request's address is URL.canParse of the path on
// `http://<Host>`, with the Host's answer kept for paths that cannot name a host of their own.
// Whatever is kept, the answer is the parse's.

const HOSTS = ['localhost', 'portal.example:8080', 'bad host', 'a[b', '[::1]:80', 'x/y', undefined];
const URLS = [
  '/trpc/clients.list?batch=1&input=%7B%7D',
  '/trpc/a b',
  '//evil host/trpc/x',
  '//portal.example/trpc/x',
  '/\\evil host/trpc/x',
  '/\\portal.example/x',
  'http://other host/x',
  '*',
  '',
];

describe('adapterReadsUrl', () => {
  it.each(HOSTS.flatMap((host) => URLS.map((url) => [url, host] as const)))(
    'answers %j on Host %j as URL.canParse does',
    (url, host) => {
      const parses = URL.canParse(url, `http://${host ?? 'localhost'}`);
      // Twice: the second answer may come from what the first kept.
      expect(adapterReadsUrl(url, host)).toBe(parses);
      expect(adapterReadsUrl(url, host)).toBe(parses);
    },
  );
});
