import {
  type BrandingConfig,
  brandingForHost,
  brandingFromJson,
  brandVariables,
} from '@portal/contracts/branding';

type Fetch = (path: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

async function tryPath(fetchImpl: Fetch, path: string): Promise<BrandingConfig | undefined> {
  try {
    const response = await fetchImpl(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    return brandingFromJson(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * Spec section 4 "Configuration" and section 7, fetched: brandingForHost holds the order (the
 * host's config, the base /config.json, the defaults). Never throws: a portal without branding
 * still signs people in.
 */
export function loadBranding(fetchImpl: Fetch, host: string): Promise<BrandingConfig> {
  return brandingForHost(host, (path) => tryPath(fetchImpl, path));
}

/** Title, favicon and colours come from the branding. */
export function applyBrandingToDocument(branding: BrandingConfig, doc: Document): void {
  doc.title = branding.title;
  for (const [name, value] of Object.entries(brandVariables(branding))) {
    doc.documentElement.style.setProperty(name, value);
  }
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  if (icon.getAttribute('href') !== branding.favicon) {
    icon.removeAttribute('type');
    icon.href = branding.favicon;
  }
}
