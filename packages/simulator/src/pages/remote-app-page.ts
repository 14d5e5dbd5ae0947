import { escapeHtml } from '@portal/contracts/portal';
import type { ClientState } from '../state/world-state';
import { page } from './html';

/**
 * The REMOTE_APP iframe of TSPLUS_ALL in simulator mode: a stand-in for the instance's RemoteApp
 * page, framed by /virtualizerChoice, listing the client's environments as the apps it would run.
 */
export function remoteAppPage(client: ClientState | undefined): string {
  if (!client) {
    return page('RemoteApp', '<h1>RemoteApp session (simulated)</h1><p>No such client in your world.</p>');
  }
  const apps = client.spec.environments
    .map(
      (env) => `<li><span class="who">${escapeHtml(env.name)}</span> <span class="muted">running</span></li>`,
    )
    .join('');
  return page(
    'RemoteApp',
    `<h1>RemoteApp session (simulated)</h1>
<p>${escapeHtml(client.spec.name)}: the applications would open here as windows of the instance.</p>
<ul>${apps}</ul>`,
  );
}

/**
 * The gateway forbids framing its answers; this page exists to be framed by the portal, so it
 * allows its own origin (the portal in simulator mode) and nothing else.
 */
export const FRAMEABLE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;
