import { DEFAULT_CONFIG_HOST_LABELS } from '../limits';

export const FALLBACK_CONFIG_PATH = '/config.json';

/**
 * Spec section 7: a host with three or more dot-separated labels whose first label is not
 * us, sa or dev reads clients/{firstLabel}/config.json; any other host reads /config.json.
 * `host` may carry a port, which is ignored.
 */
export function configPathForHost(host: string): string {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const labels = hostname.split('.');
  const first = labels[0] ?? '';
  // IP addresses have four labels but no customer label.
  const isIp = /^\d+(\.\d+){3}$/.test(hostname);
  // The label becomes a path segment: anything but a DNS label (a forged Host) gets the default.
  const isDnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(first);
  if (
    !isIp &&
    isDnsLabel &&
    labels.length >= 3 &&
    first !== '' &&
    !(DEFAULT_CONFIG_HOST_LABELS as readonly string[]).includes(first)
  ) {
    return `/clients/${first}/config.json`;
  }
  return FALLBACK_CONFIG_PATH;
}

/**
 * The configs a browser on `host` tries, in order (spec section 7 with issue 9's fallback): the
 * host's own, then /config.json (once, when they are the same). brandingForHost reads them.
 */
export function configPathsForHost(host: string): string[] {
  const own = configPathForHost(host);
  return own === FALLBACK_CONFIG_PATH ? [own] : [own, FALLBACK_CONFIG_PATH];
}
