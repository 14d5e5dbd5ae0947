import { describe, expect, it } from 'vitest';
import { isNewVersion, loadedVersion, versionFrom } from './deployed-version';

describe('versionFrom', () => {
  it('reads the id of a version file', () => {
    expect(versionFrom({ version: 'a1b2' })).toBe('a1b2');
  });
  it.each([null, 'a1b2', 42, [], {}, { version: '' }, { version: '  ' }, { version: 7 }])(
    'finds none in %j',
    (body) => {
      expect(versionFrom(body)).toBeUndefined();
    },
  );
});

describe('isNewVersion', () => {
  it('is an update when the deployed version differs from the loaded one', () => {
    expect(isNewVersion('v1', 'v2')).toBe(true);
  });
  it('is none when they are the same', () => {
    expect(isNewVersion('v1', 'v1')).toBe(false);
  });
  it('is none when the poll could not tell', () => {
    expect(isNewVersion('v1', undefined)).toBe(false);
  });
  it('is none when the page does not know its own version (the dev server)', () => {
    expect(isNewVersion(undefined, 'v2')).toBe(false);
  });
});

describe('loadedVersion', () => {
  it('reads the meta tag the build writes', () => {
    document.head.innerHTML = '<meta name="portal-version" content="abc123">';
    expect(loadedVersion(document)).toBe('abc123');
  });
  it('is none without it', () => {
    document.head.innerHTML = '';
    expect(loadedVersion(document)).toBeUndefined();
  });
});
