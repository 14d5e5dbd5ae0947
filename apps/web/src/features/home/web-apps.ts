import { LIMITS } from '@portal/contracts/limits';
import type { WebApp } from '@portal/contracts/upstream';
import { safeHttpUrl } from '../../components/external-link';

/** Spec section 2: the web app list scrolls when there are more than 20. */
export const webAppsScroll = (count: number): boolean => count > LIMITS.webAppScrollThreshold;

export interface WebAppLink {
  name: string;
  /** Undefined when the address is not http(s): shown, but not a link. */
  href: string | undefined;
  initial: string;
}

export function toWebAppLinks(apps: readonly WebApp[]): WebAppLink[] {
  return apps.map((app) => ({
    name: app.name,
    href: safeHttpUrl(app.url),
    initial: (app.name.trim()[0] ?? '?').toLocaleUpperCase(),
  }));
}
