/**
 * The deployed version (spec sections 4 and 9: a meta file polled every 60 s). Each build writes
 * `version.json` next to `index.html` and the same id into the page as a meta tag (vite.config.ts):
 * the page knows the version it was loaded from, the file says the one deployed now.
 */
export const VERSION_FILE = '/version.json';
export const VERSION_META_NAME = 'portal-version';

/** The id of a `version.json` body; anything else (an HTML error page, a proxy's reply) is none. */
export function versionFrom(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const version = (body as { version?: unknown }).version;
  return typeof version === 'string' && version.trim() !== '' ? version : undefined;
}

/**
 * Only a version read both ways, and different, is an update: a failed or odd poll, or a page
 * served without the meta tag (the dev server), never prompts anyone to reload.
 */
export function isNewVersion(loaded: string | undefined, deployed: string | undefined): boolean {
  return loaded !== undefined && deployed !== undefined && loaded !== deployed;
}

/** The version this page was built as, from its meta tag. */
export function loadedVersion(doc: Pick<Document, 'querySelector'>): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${VERSION_META_NAME}"]`)?.content;
  return content ? content : undefined;
}
