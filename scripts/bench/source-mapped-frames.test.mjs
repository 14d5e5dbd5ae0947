import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { assetOf, sourceMappedFrames } from './source-mapped-frames.mjs';

/** A map of one built line: column 10 is the portal's `start`, column 30 react-dom's `commitRoot`. */
function fakeMap() {
  const map = new SourceMapGenerator({ file: 'index-abc.js' });
  map.addMapping({
    generated: { line: 1, column: 10 },
    original: { line: 5, column: 0 },
    source: '../../src/main.tsx',
    name: 'start',
  });
  map.addMapping({
    generated: { line: 1, column: 30 },
    original: { line: 100, column: 2 },
    source: '../../../../node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/client.js',
    name: 'commitRoot',
  });
  return map.toString();
}

const frame = (url, columnNumber, functionName = 'x') => ({ url, lineNumber: 0, columnNumber, functionName });

describe('sourceMappedFrames', () => {
  const read = (asset) => (asset === 'index-abc.js' ? fakeMap() : null);
  const map = sourceMappedFrames('/repo/apps/web/dist', read);

  it("names the portal's own source and the function's original name", () => {
    expect(map(frame('http://127.0.0.1:4000/assets/index-abc.js', 12, 'Jt'))).toEqual({
      url: '/repo/apps/web/src/main.tsx',
      lineNumber: 4,
      columnNumber: 12,
      functionName: 'start',
    });
  });

  it('names the package a library frame comes from, by its path', () => {
    const mapped = map(frame('http://127.0.0.1:4000/assets/index-abc.js', 31, 'sf'));
    expect(mapped.url).toBe('/repo/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/client.js');
    expect(mapped.functionName).toBe('commitRoot');
  });

  it('leaves frames of no built asset, or of an asset without a map, as they were', () => {
    const native = { url: '', lineNumber: -1, columnNumber: -1, functionName: '(program)' };
    expect(map(native)).toBe(native);
    const page = frame('http://127.0.0.1:4000/home/environments', 3);
    expect(map(page)).toBe(page);
    const unmapped = frame('http://127.0.0.1:4000/assets/other-def.js', 3);
    expect(map(unmapped)).toBe(unmapped);
  });

  it('reads each map once', () => {
    let reads = 0;
    const counted = sourceMappedFrames('/d', (asset) => {
      reads += 1;
      return read(asset);
    });
    counted(frame('http://h/assets/index-abc.js', 12));
    counted(frame('http://h/assets/index-abc.js', 31));
    expect(reads).toBe(1);
  });
});

describe('assetOf', () => {
  it('reads the built file a URL names, query and all', () => {
    expect(assetOf('http://h:1/assets/vendor-react-DZX.js')).toBe('vendor-react-DZX.js');
    expect(assetOf('https://portal.example/assets/a.js?v=1')).toBe('a.js');
    expect(assetOf('http://h/assets/a.css')).toBeNull();
    expect(assetOf('node:internal/x')).toBeNull();
  });
});
