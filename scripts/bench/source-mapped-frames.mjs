// A browser CPU profile names the built, minified files (`/assets/vendor-react-….js:8`, functions
// `sf`, `Xe`); this names what was built into them instead, from the build's source maps: the
// package (react-dom, @emotion/serialize, @mui/joy) or the portal's own source file, and the
// function's original name. profile-summary.mjs reads it with `--sources <web build directory>`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The built asset a frame's URL names (`/assets/x.js` of any origin), or null for anything else. */
export function assetOf(url) {
  const match = /\/assets\/([^/?#]+\.js)(?:[?#].*)?$/.exec(url);
  return match ? match[1] : null;
}

/**
 * Maps a profile's call frame to its original source: `url` becomes the source's path (absolute,
 * so the summary groups it by package or by the repository's folder like any other file) and
 * `functionName` the original name when the map has one. A frame of no built asset, or one the
 * map does not cover, stays as it was. `readMap(asset)` returns the asset's map as text, or null.
 */
export function sourceMappedFrames(distDir, readMap = (asset) => readMapFile(distDir, asset)) {
  const consumers = new Map();
  const consumerOf = (asset) => {
    if (!consumers.has(asset)) {
      const text = readMap(asset);
      consumers.set(asset, text === null ? null : new SourceMapConsumer(JSON.parse(text)));
    }
    return consumers.get(asset);
  };
  const mapped = new Map();
  return (frame) => {
    const asset = assetOf(frame.url);
    if (asset === null) return frame;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    if (!mapped.has(key)) {
      const consumer = consumerOf(asset);
      // Profiles count lines from 0, source maps from 1; columns from 0 in both.
      const position = consumer?.originalPositionFor({
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      mapped.set(
        key,
        position?.source
          ? {
              ...frame,
              url: resolve(join(distDir, 'assets'), position.source),
              functionName: position.name ?? frame.functionName,
              lineNumber: position.line - 1,
            }
          : frame,
      );
    }
    return mapped.get(key);
  };
}

function readMapFile(distDir, asset) {
  try {
    return readFileSync(join(distDir, 'assets', `${asset}.map`), 'utf8');
  } catch {
    return null;
  }
}
