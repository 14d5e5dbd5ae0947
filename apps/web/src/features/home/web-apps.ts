import { LIMITS } from '@portal/contracts/limits';
import type { WebApp } from '@portal/contracts/upstream';
import { safeHttpUrl } from '../../components/external-link';
import { matchesSearch } from '../../components/search-text';

/** Spec section 2: the web app list scrolls when there are more than 20. */
export const webAppsScroll = (count: number): boolean => count > LIMITS.webAppScrollThreshold;

/** Beyond this many apps a filter field shows above the list (issue 22): fewer are read at a glance. */
export const WEB_APPS_FILTER_FROM = 9;
export const webAppsFilter = (count: number): boolean => count >= WEB_APPS_FILTER_FROM;

export interface WebAppLink {
  name: string;
  /** Undefined when the address is not http(s): shown, but not a link. */
  href: string | undefined;
}

export function toWebAppLinks(apps: readonly WebApp[]): WebAppLink[] {
  return apps.map((app) => ({ name: app.name, href: safeHttpUrl(app.url) }));
}

/** The apps whose name holds the query, accents and case ignored, in the list's order. */
export const filterWebApps = (links: readonly WebAppLink[], query: string): WebAppLink[] =>
  links.filter((link) => matchesSearch([link.name], query));
