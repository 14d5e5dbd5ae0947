import type { Plugin } from 'vite';

/** React Router's package maps every import to its development build; the production one sits beside it. */
export function productionBuildOf(resolvedPath: string): string {
  return resolvedPath.replace(/([\\/])dist[\\/]development[\\/]/, '$1dist$1production$1');
}

/**
 * In a build, `react-router` is the same version's production build, which the package ships
 * beside the development one its `exports` name (docs/decisions/023-lean-react-router.md). Tests
 * and `pnpm dev` keep the package as it is, development warnings included.
 */
export const leanReactRouter = (): Plugin => ({
  name: 'portal-lean-react-router',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, id: productionBuildOf(resolved.id) } : null;
  },
});
