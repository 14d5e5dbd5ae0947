import { fileURLToPath } from 'node:url';

/** The repo's scenarios directory, found from this file so any working directory works. */
export const DEFAULT_SCENARIOS_DIR = fileURLToPath(new URL('../../../scenarios', import.meta.url));
