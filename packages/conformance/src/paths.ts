import { join } from 'node:path';
import { REPO_ROOT } from '@portal/simulator/paths';

/** Where the published documents live: what the upstream team is handed. */
export const UPSTREAM_DOCS_DIR = join(REPO_ROOT, 'docs', 'upstream');
export const OPENAPI_PATH = join(UPSTREAM_DOCS_DIR, 'openapi.json');
export const PACT_PATH = join(UPSTREAM_DOCS_DIR, 'portal-upstream.pact.json');
