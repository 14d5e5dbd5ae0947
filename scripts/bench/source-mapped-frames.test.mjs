import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { assetOf, namesFunctionAt, sourceMappedFrames } from './source-mapped-frames.mjs';

// A built file of two lines, as a minifier writes them: line 1 holds the portal's `start` (a named
// function) and react-dom's `commitRoot` (a method); line 2 an arrow function with one parameter.
const BUILT = ['var q=1;function Jt(){}sf(){}', 'x=u=>{}'].join('\n');
const START = BUILT.indexOf('Jt');
const COMMIT = BUILT.indexOf('sf');
const ARROW = 2; // the `u` of line 2

function fakeMap() {
  const map = new SourceMapGenerator({ file: 'index-abc.js' });
  const add = (line, column, original, source, name) =>
    map.addMapping({ generated: { line, column }, original, source, name });
  add(1, START, { line: 5, column: 9 }, '../../src/main.tsx', 'start');
  add(
    1,
    COMMIT,
    { line: 100, column: 2 },
    '../../../../node_modules/.pnpm/r/node_modules/react-dom/c.js',
    'commitRoot',
  );
  add(2, ARROW, { line: 7, column: 14 }, '../../src/main.tsx', 'language');
  return map.toString();
}

const frame = (url, lineNumber, columnNumber, functionName = 'x') => ({
  url,
  lineNumber,
  columnNumber,
  functionName,
});
const ASSET = 'http://127.0.0.1:4000/assets/index-abc.js';
const files = { 'index-abc.js.map': fakeMap(), 'index-abc.js': BUILT };
const read = (file) => files[file] ?? null;

describe('sourceMappedFrames', () => {
  const map = sourceMappedFrames('/repo/apps/web/dist', read);

  it("names the portal's own source, its line and column, and a named function's original name", () => {
    // V8 places `function Jt(` at its `(`: the nearest mapping before it is the name's.
    expect(map(frame(ASSET, 0, START + 2, 'Jt'))).toEqual({
      url: '/repo/apps/web/src/main.tsx',
      lineNumber: 4,
      columnNumber: 9,
      functionName: 'start',
    });
  });

  it('names the package a library frame comes from, by its path', () => {
    const mapped = map(frame(ASSET, 0, COMMIT + 2, 'sf'));
    expect(mapped.url).toBe('/repo/node_modules/.pnpm/r/node_modules/react-dom/c.js');
    expect(mapped.functionName).toBe('commitRoot');
    expect(mapped.lineNumber).toBe(99);
  });

  it('maps by line and column: the mapping just before a column, never one after it', () => {
    expect(map(frame(ASSET, 0, START - 1)).url).toBe(ASSET);
    expect(map(frame(ASSET, 0, START)).lineNumber).toBe(4);
    expect(map(frame(ASSET, 0, COMMIT - 1)).lineNumber).toBe(4);
    expect(map(frame(ASSET, 0, COMMIT)).lineNumber).toBe(99);
    expect(map(frame(ASSET, 1, ARROW)).lineNumber).toBe(6);
  });

  it("keeps the built name where the map's name would be a parameter's (an arrow function)", () => {
    const mapped = map(frame(ASSET, 1, ARROW, 'u'));
    expect(mapped.url).toBe('/repo/apps/web/src/main.tsx');
    expect(mapped.functionName).toBe('u');
  });

  it('leaves frames of no built asset, or of an asset without a map, as they were', () => {
    const native = { url: '', lineNumber: -1, columnNumber: -1, functionName: '(program)' };
    expect(map(native)).toBe(native);
    const page = frame('http://127.0.0.1:4000/home/environments', 0, 3);
    expect(map(page)).toBe(page);
    const unmapped = frame('http://127.0.0.1:4000/assets/other-def.js', 0, 3);
    expect(map(unmapped)).toBe(unmapped);
  });

  it('reads each file once, and says which map it could not read instead of stopping', () => {
    const reads = [];
    const warnings = [];
    const broken = { ...files, 'bad-1.js.map': '{ not json' };
    const counted = sourceMappedFrames(
      '/d',
      (file) => {
        reads.push(file);
        return broken[file] ?? null;
      },
      (message) => warnings.push(message),
    );
    counted(frame(ASSET, 0, START + 2));
    counted(frame(ASSET, 0, COMMIT + 2));
    const bad = frame('http://h/assets/bad-1.js', 0, 1);
    expect(counted(bad)).toBe(bad);
    expect(counted(frame('http://h/assets/bad-1.js', 0, 2)).url).toBe('http://h/assets/bad-1.js');
    expect(reads).toEqual(['index-abc.js.map', 'index-abc.js', 'bad-1.js.map']);
    expect(warnings).toEqual([expect.stringContaining('/d/assets/bad-1.js.map: not a source map')]);
  });
});

describe('namesFunctionAt', () => {
  it('is true at the `(` of a named function or method, false elsewhere', () => {
    expect(namesFunctionAt('function yo(a){}', 11)).toBe(true);
    expect(namesFunctionAt('{yo(a){}}', 3)).toBe(true);
    expect(namesFunctionAt('x=u=>{}', 2)).toBe(false);
    expect(namesFunctionAt('x=(a,b)=>{}', 2)).toBe(false);
    expect(namesFunctionAt(undefined, 0)).toBe(false);
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
