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

/** The brand colours the first paint draws with: those of the top bar and the title band. */
const PAINT_VARIABLES = [
  '--portal-logo-bg',
  '--portal-background-color',
  '--portal-on-background-color',
] as const;

/**
 * What the environments page shows first, drawn by the gateway into the page's root so a phone
 * sees it before the app's code has come (docs/decisions/028-first-paint.md): the top bar with the
 * logo, and the title band naming the clients, in the branding's colours. Only where the page will
 * show that band: more than one client, and no plugin update to go to first (the clients rule,
 * decideClients). React replaces it with the page itself in its first render; it is hidden from
 * assistive technology meanwhile (the page's own landmarks and headings come with the app).
 */
export function firstPaint(branding: BrandingConfig, clients: FirstData['clients']): string | undefined {
  // The clients rule's list, which has two clients or more: the band shows (showTitleBand).
  if (clients === undefined || decideClients({ ...clients, alreadyDecided: false }).kind !== 'list') {
    return undefined;
  }
  const variables = brandVariables(branding);
  const style = PAINT_VARIABLES.map((name) => `${name}:${variables[name]}`).join(';');
  const names = clients.clients.map((client) => client.name).join(' · ');
  return [
    `<div class="${FIRST_PAINT_CLASS}" aria-hidden="true" style="${escapeHtml(style)}">`,
    `<div class="first-paint-bar"><img class="logo" src="${escapeHtml(branding.logoUrl)}" alt=""></div>`,
    '<div class="first-paint-band"><div class="first-paint-band-text">',
    `<p class="first-paint-title">${escapeHtml(names)}</p><p class="first-paint-subtitle">\u00a0</p>`,
    '</div></div></div>',
  ].join('');
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page with `paint` inside its root, where the app's first render replaces it. */
export function withFirstPaint(html: string, paint: string | undefined): string {
  if (paint === undefined || !html.includes(EMPTY_ROOT)) return html;
  return html.replace(EMPTY_ROOT, () => `<div id="root">${paint}</div>`);
}
