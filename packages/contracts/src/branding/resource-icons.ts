// ASSUMPTION A-55: a customer's config.json may name an icon per environment or web app.

/** The longest name and address an icon entry may have; longer entries are ignored. */
const MAX_NAME = 200;
const MAX_ADDRESS = 2048;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where an icon may come from: a path on the portal's own origin (`/clients/acme/erp.svg`, served
 * with the rest of the customer's branding) or an https address. Anything else (`//host`,
 * `javascript:`, `http:`, a relative path) is not used: the generated mark shows instead.
 */
export function isIconAddress(address: string): boolean {
  if (address.length === 0 || address.length > MAX_ADDRESS) return false;
  if (address.startsWith('/')) return !address.startsWith('//') && !address.startsWith('/\\');
  if (!URL.canParse(address)) return false;
  return new URL(address).protocol === 'https:';
}

/**
 * The icon the customer's branding gives the environment or web app of this name (its
 * `resourceIcons` object: name as the card shows it → address), or undefined: then the portal
 * draws its generated mark. The field is read leniently: a config without it, or with an entry of
 * the wrong kind, still loads (config.json's other fields are not the portal's to refuse).
 */
export function resourceIconOf(config: object, name: string): string | undefined {
  const icons: unknown = (config as { resourceIcons?: unknown }).resourceIcons;
  if (!isRecord(icons) || name.length > MAX_NAME || !Object.hasOwn(icons, name)) return undefined;
  const address = icons[name];
  return typeof address === 'string' && isIconAddress(address) ? address : undefined;
}
