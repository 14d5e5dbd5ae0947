import { describe, expect, it } from 'vitest';
import { isSimPickerFile, simPickerAssets, withSimPicker } from './sim-picker-assets';
import type { ViteManifest } from './vite-manifest';

/** The shape Vite writes: the app's entry, the picker's entry, shared and own chunks. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    name: 'index',
    isEntry: true,
    imports: ['_vendor-react-R1.js'],
    dynamicImports: ['src/routes/login-page.tsx'],
  },
  'src/routes/login-page.tsx': { file: 'assets/login-page-L1.js', imports: ['_Typography-T1.js'] },
  'src/features/sim-picker/entry.tsx': {
    file: 'assets/sim-picker-P1.js',
    name: 'sim-picker',
    isEntry: true,
    imports: ['_vendor-react-R1.js'],
    dynamicImports: ['src/features/sim-picker/sim-picker.tsx', 'src/features/sim-picker/locales/es.json'],
  },
  'src/features/sim-picker/sim-picker.tsx': {
    file: 'assets/sim-picker-P2.js',
    imports: ['_Typography-T1.js', '_Table-X1.js'],
  },
  'src/features/sim-picker/locales/es.json': { file: 'assets/es-E1.js' },
  '_Table-X1.js': { file: 'assets/Table-X1.js', css: ['assets/Table-X1.css'] },
  '_Typography-T1.js': { file: 'assets/Typography-T1.js' },
  '_vendor-react-R1.js': { file: 'assets/vendor-react-R1.js' },
};

describe('simPickerAssets', () => {
  const assets = simPickerAssets(manifest);

  it('finds the picker entry script', () => {
    expect(assets?.entry).toBe('/assets/sim-picker-P1.js');
  });

  it('lists the files only the picker reaches (with maps and styles), not the shared ones', () => {
    expect([...(assets?.pickerOnly ?? [])].sort()).toEqual(
      [
        '/assets/Table-X1.css',
        '/assets/Table-X1.css.map',
        '/assets/Table-X1.js',
        '/assets/Table-X1.js.map',
        '/assets/es-E1.js',
        '/assets/es-E1.js.map',
        '/assets/sim-picker-P1.js',
        '/assets/sim-picker-P1.js.map',
        '/assets/sim-picker-P2.js',
        '/assets/sim-picker-P2.js.map',
      ].sort(),
    );
  });

  it('is undefined for a build without the picker', () => {
    expect(simPickerAssets({ 'index.html': manifest['index.html'] as ViteManifest[string] })).toBeUndefined();
  });
});

describe('isSimPickerFile', () => {
  const assets = simPickerAssets(manifest);
  it('refuses any sim-picker file by name and the picker-only chunks', () => {
    for (const path of ['/assets/sim-picker-P1.js', '/assets/sim-picker-OLD.js', '/assets/es-E1.js']) {
      expect(isSimPickerFile(path, assets), path).toBe(true);
    }
    for (const path of ['/assets/index-A1.js', '/assets/Typography-T1.js', '/', '/sim-picker']) {
      expect(isSimPickerFile(path, assets), path).toBe(false);
    }
    expect(isSimPickerFile('/assets/sim-picker-X.js', undefined)).toBe(true);
  });

  it('judges the path the disk sees: doubled slashes and dot segments collapse', () => {
    for (const path of ['/assets//sim-picker-P1.js', '//assets/es-E1.js', '/x/../assets/./es-E1.js.map']) {
      expect(isSimPickerFile(path, assets), path).toBe(true);
    }
    expect(isSimPickerFile('/assets//index-A1.js', assets)).toBe(false);
  });
});

describe('withSimPicker', () => {
  const html = '<html><head></head><body><div id="root"></div></body></html>';
  it('adds the module script before </body>', () => {
    expect(withSimPicker(html, '/assets/sim-picker-P1.js')).toBe(
      '<html><head></head><body><div id="root"></div>  <script type="module" crossorigin src="/assets/sim-picker-P1.js"></script>\n  </body></html>',
    );
  });

  it('puts a refused scenario before it, as JSON with every <, > and & escaped', () => {
    const notice = { scenario: "</script>&$'", known: ['default'] };
    expect(withSimPicker(html, '/assets/sim-picker-P1.js', notice)).toBe(
      '<html><head></head><body><div id="root"></div>  ' +
        '<script type="application/json" id="sim-notice">' +
        '{"scenario":"\\u003c/script\\u003e\\u0026$\'","known":["default"]}</script>\n  ' +
        '<script type="module" crossorigin src="/assets/sim-picker-P1.js"></script>\n  </body></html>',
    );
  });

  it('puts a released world before the script, escaped the same way', () => {
    const released = { world: 'w-1', scenario: '<b>', fresh: null };
    expect(withSimPicker(html, '/assets/sim-picker-P1.js', null, released)).toBe(
      '<html><head></head><body><div id="root"></div>  ' +
        '<script type="application/json" id="sim-world-released">' +
        '{"world":"w-1","scenario":"\\u003cb\\u003e","fresh":null}</script>\n  ' +
        '<script type="module" crossorigin src="/assets/sim-picker-P1.js"></script>\n  </body></html>',
    );
  });
});
