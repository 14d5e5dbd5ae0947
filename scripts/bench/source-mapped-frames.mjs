// A browser CPU profile names the built, minified files (`/assets/vendor-react-….js:8`, functions
// `sf`, `Xe`); this names what was built into them instead, from the build's source maps: the
// package (react-dom, @emotion/serialize, @mui/joy) or the portal's own source file, and, where the
// map can say it, the function's original name. profile-summary.mjs reads it with
// `--sources <web build directory>`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The built asset a frame's URL names (`/assets/x.js` of any origin), or null for anything else. */
export function assetOf(url) {
  const match = /\/assets\/([^/?#]+\.js)(?:[?#].*)?$/.exec(url);
  return match ? match[1] : null;
}

/**
 * Whether the map's name at a function's position is the function's: V8 places a function at
 * its `(` (`function yo(`, a method `yo(`), where the nearest mapping is the function's name;
 * an arrow function sits on its parameter (`u=>`) or on a `(` after an operator (`=(a,b)=>`),
 * where the name would be the parameter's or the caller's.
 */
export function namesFunctionAt(builtLine, column) {
  return builtLine?.[column] === '(' && /[\w$]/.test(builtLine[column - 1] ?? '');
}

/**
 * Maps a profile's call frame to its original source: `url` becomes the source's path (absolute,
 * so the summary groups it by package or by the repository's folder like any other file), the
 * line and column the original ones, and `functionName` the original name where the built code
 * shows it is the function's (namesFunctionAt); else the built name stays. A frame of no built
 * asset, or one no readable map covers, stays as it was. `read(asset)` returns the asset's map
 * (`.js.map`) or its built code (`.js`) as text, or null.
 */
export function sourceMappedFrames(
  distDir,
  read = (file) => readAssetFile(distDir, file),
  warn = console.error,
) {
  const assets = new Map();
  const assetFor = (asset) => {
    if (!assets.has(asset)) {
      let consumer = null;
      const text = read(`${asset}.map`);
      try {
        if (text !== null) consumer = new SourceMapConsumer(JSON.parse(text));
      } catch (error) {
        // One unreadable map leaves its frames as built; the others still map.
        warn(
          `${join(distDir, 'assets', `${asset}.map`)}: not a source map (${error.message}); left as built`,
        );
      }
      assets.set(asset, { consumer, lines: consumer ? (read(asset) ?? '').split('\n') : [] });
    }
    return assets.get(asset);
  };
  const mapped = new Map();
  return (frame) => {
    const asset = assetOf(frame.url);
    if (asset === null) return frame;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    if (!mapped.has(key)) {
      const { consumer, lines } = assetFor(asset);
      // Profiles count lines from 0, source maps from 1; columns from 0 in both.
      const position = consumer?.originalPositionFor({
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      const named = position?.name && namesFunctionAt(lines[frame.lineNumber], frame.columnNumber);
      mapped.set(
        key,
        position?.source
          ? {
              ...frame,
              url: resolve(join(distDir, 'assets'), position.source),
              functionName: named ? position.name : frame.functionName,
              lineNumber: position.line - 1,
              columnNumber: position.column,
            }
          : frame,
      );
    }
    return mapped.get(key);
  };
}

function readAssetFile(distDir, file) {
  try {
    return readFileSync(join(distDir, 'assets', file), 'utf8');
  } catch {
    return null;
  }
}
