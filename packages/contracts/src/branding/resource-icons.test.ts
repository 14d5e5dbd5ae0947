import { describe, expect, it } from 'vitest';
import { isIconAddress, resourceIconOf } from './resource-icons';

describe('resourceIconOf', () => {
  const config = {
    resourceIcons: {
      'ERP Desktop': '/clients/acme/erp.svg',
      Wiki: 'https://cdn.example.com/wiki.png',
      Broken: 42,
      Sneaky: '//evil.example/x.svg',
    },
  };

  it("gives the branding's icon for a name it lists", () => {
    expect(resourceIconOf(config, 'ERP Desktop')).toBe('/clients/acme/erp.svg');
    expect(resourceIconOf(config, 'Wiki')).toBe('https://cdn.example.com/wiki.png');
  });

  it('gives none for a name it does not list, an entry of the wrong kind or an unsafe address', () => {
    expect(resourceIconOf(config, 'Lab Desktop')).toBeUndefined();
    expect(resourceIconOf(config, 'Broken')).toBeUndefined();
    expect(resourceIconOf(config, 'Sneaky')).toBeUndefined();
    expect(resourceIconOf(config, 'toString')).toBeUndefined();
  });

  it('gives none when the config has no icons, or icons of the wrong kind', () => {
    expect(resourceIconOf({}, 'ERP Desktop')).toBeUndefined();
    expect(resourceIconOf({ resourceIcons: ['/a.svg'] }, '0')).toBeUndefined();
    expect(resourceIconOf({ resourceIcons: 'x' }, 'ERP Desktop')).toBeUndefined();
  });
});

describe('isIconAddress', () => {
  it.each([
    ['/clients/acme/erp.svg', true],
    ['https://cdn.example.com/a.png', true],
    ['', false],
    ['//evil.example/a.svg', false],
    ['/\\evil.example/a.svg', false],
    ['http://cdn.example.com/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg/>', false],
    ['erp.svg', false],
    [`/${'a'.repeat(2048)}`, false],
  ])('%s: %s', (address, allowed) => {
    expect(isIconAddress(address)).toBe(allowed);
  });
});
