import { configPathsForHost } from './config-path';
import { DEFAULT_BRANDING } from './defaults';
import type { BrandingConfig } from './schema';

/**
 * The branding a browser on `host` ends up with (spec section 7 with issue 9's fallback): the
 * first of configPathsForHost's configs that `read` gets, else the built-in defaults. The web app
 * reads by fetching, the gateway from its branding directory for a page's first paint; `read`
 * answers undefined for a config that is missing or broken.
 */
export async function brandingForHost(
  host: string,
  read: (path: string) => Promise<BrandingConfig | undefined>,
): Promise<BrandingConfig> {
  for (const path of configPathsForHost(host)) {
    const config = await read(path);
    if (config !== undefined) return config;
  }
  return DEFAULT_BRANDING;
}
