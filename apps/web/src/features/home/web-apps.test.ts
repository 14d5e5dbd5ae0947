import { describe, expect, it } from 'vitest';
import { filterWebApps, toWebAppLinks, webAppsFilter, webAppsScroll } from './web-apps';

describe('web apps', () => {
  it('scrolls only above 20 apps', () => {
    expect(webAppsScroll(20)).toBe(false);
    expect(webAppsScroll(21)).toBe(true);
  });

  it('offers a filter only above 8 apps', () => {
    expect(webAppsFilter(8)).toBe(false);
    expect(webAppsFilter(9)).toBe(true);
  });

  it('links http(s) apps and leaves other addresses unlinked', () => {
    expect(
      toWebAppLinks([
        { name: 'mail', url: 'https://mail.acme.example' },
        { name: 'Evil', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([
      { name: 'mail', href: 'https://mail.acme.example/' },
      { name: 'Evil', href: undefined },
    ]);
  });

  it('filters by name, accents and case ignored, keeping the order', () => {
    const links = toWebAppLinks([
      { name: 'Relatórios', url: 'https://r.example' },
      { name: 'CRM', url: 'https://crm.example' },
      { name: 'Relação de clientes', url: 'https://c.example' },
    ]);
    expect(filterWebApps(links, 'RELA').map((l) => l.name)).toEqual(['Relatórios', 'Relação de clientes']);
    expect(filterWebApps(links, 'relatorios').map((l) => l.name)).toEqual(['Relatórios']);
    expect(filterWebApps(links, ' ')).toHaveLength(3);
    expect(filterWebApps(links, 'wiki')).toEqual([]);
  });
});
