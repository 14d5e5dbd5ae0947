import { type BrandingConfig, brandVariables } from '@portal/contracts/branding';
import { decideClients } from '@portal/contracts/flows';
import { escapeHtml, FIRST_PAINT_CLASS, type FirstData } from '@portal/contracts/portal';
import { pagePath } from './first-data-page';

/**
 * The page drawn first: the environments page. Not / (which also opens on the list): its first
 * render is the sign-in page's guard, which sends a signed-in visitor on, so a painted band would
 * go and come back.
 */
const PAINTED_PAGE = '/home/environments';

/** Whether the page at `url` (path and query, as requested) comes with a first paint. */
export const drawsFirstPaint = (url: string): boolean => pagePath(url) === PAINTED_PAGE;

/**
 * Whether the environments page opens on its list with the title band: the clients rule's list
 * (decideClients), which has two clients or more, and no plugin update to go to first.
 */
export function opensOnBand(clients: FirstData['clients']): clients is NonNullable<FirstData['clients']> {
  return clients !== undefined && decideClients({ ...clients, alreadyDecided: false }).kind === 'list';
}

/**
 * What the environments page shows first, drawn by the gateway into the page's root so a phone
 * sees it before the app's code has come (docs/decisions/028-first-paint.md): the top bar with the
 * logo, and the title band naming the clients. React replaces it with the page itself in its
 * first render; it is hidden from assistive technology meanwhile (the page's own landmarks and
 * headings come with the app).
 */
export function firstPaint(logoUrl: string, clients: NonNullable<FirstData['clients']>): string {
  const names = clients.clients.map((client) => client.name).join(' · ');
  return [
    `<div class="${FIRST_PAINT_CLASS}" aria-hidden="true">`,
    `<div class="first-paint-bar"><img class="logo" src="${escapeHtml(logoUrl)}" alt=""></div>`,
    '<div class="first-paint-band"><div class="first-paint-band-text">',
    `<p class="first-paint-title">${escapeHtml(names)}</p><p class="first-paint-subtitle">\u00a0</p>`,
    '</div></div></div>',
  ].join('');
}

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = /<html([^>]*)>/;

/**
 * The page with its first paint inside its root, where the app's first render replaces it, and
 * the branding's colours on its root element, as the app sets them (brandVariables,
 * applyBrandingToDocument): the painted bar, band and page background are the customer's from
 * the start. Unchanged when the page has no empty root or no <html> tag to carry them.
 */
export function withFirstPaint(
  html: string,
  branding: BrandingConfig,
  clients: NonNullable<FirstData['clients']>,
): string {
  const tag = HTML_TAG.exec(html);
  if (!html.includes(EMPTY_ROOT) || tag === null || /\sstyle=/.test(tag[1] ?? '')) return html;
  const colours = Object.entries(brandVariables(branding))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return html
    .replace(HTML_TAG, (_, attributes: string) => `<html${attributes} style="${escapeHtml(colours)}">`)
    .replace(EMPTY_ROOT, () => `<div id="root">${firstPaint(branding.logoUrl, clients)}</div>`);
}
