import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const FIRST_SCRIPT = /[ \t]*<script type="module"/;

/**
 * The page's stylesheets ahead of its scripts and module preloads in the head. The browser asks
 * for the files in that order, and the style sheet is what the first paint waits for (the scripts
 * do not block it): asked for behind a dozen scripts, it came after most of them, so a page
 * drawn from its HTML (docs/decisions/028-first-paint.md) painted only once they had arrived.
 */
export function stylesFirst(html: string): string {
  const sheets = html.match(STYLESHEET);
  const script = FIRST_SCRIPT.exec(html);
  if (sheets === null || script === null) return html;
  const firstSheet = html.search(STYLESHEET);
  if (firstSheet < script.index) return html;
  const without = html.replace(STYLESHEET, '');
  const at = without.search(FIRST_SCRIPT);
  const indent = /^[ \t]*/.exec(script[0])?.[0] ?? '';
  const moved = sheets.map((tag) => `${indent}${tag.trim()}\n`).join('');
  return `${without.slice(0, at)}${moved}${without.slice(at)}`;
}

/** Vite's build writes the stylesheet link after the entry's script: this runs after it. */
export const stylesFirstPlugin = (): Plugin => ({
  name: 'portal-styles-first',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: stylesFirst },
});
