import { describe, expect, it } from 'vitest';
import { toWebAppLinks, webAppsScroll } from './web-apps';

describe('web apps', () => {
  it('scrolls only above 20 apps', () => {
    expect(webAppsScroll(20)).toBe(false);
    expect(webAppsScroll(21)).toBe(true);
  });

  it('links http(s) apps and leaves other addresses unlinked', () => {
    expect(
      toWebAppLinks([
        { name: 'mail', url: 'https://mail.acme.example' },
        { name: 'Evil', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([
      { name: 'mail', href: 'https://mail.acme.example/', initial: 'M' },
      { name: 'Evil', href: undefined, initial: 'E' },
    ]);
  });
});
