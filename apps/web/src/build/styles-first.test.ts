import { describe, expect, it } from 'vitest';
import { stylesFirst } from './styles-first';

const BUILT = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('stylesFirst', () => {
  it('puts the stylesheet before the first script, keeping everything else in order', () => {
    const html = stylesFirst(BUILT);
    const order = ['<title>', 'index-C.css', 'index-A.js', 'vendor-B.js', '</head>'].map((s) =>
      html.indexOf(s),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/index-C\.css/g)).toHaveLength(1);
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/index-C.css">\n    <script type="module"',
    );
  });

  it('leaves a page alone whose stylesheet comes first already, or that has no script or no stylesheet', () => {
    const first = stylesFirst(BUILT);
    expect(stylesFirst(first)).toBe(first);
    const noScript = BUILT.replace(/\s*<script[^>]*><\/script>/, '');
    expect(stylesFirst(noScript)).toBe(noScript);
    const noSheet = BUILT.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(stylesFirst(noSheet)).toBe(noSheet);
  });
});
