import type { Plugin } from 'vite';

/** React Router's package maps every import to its development build; the production one sits beside it. */
export function productionBuildOf(resolvedPath: string): string {
  return resolvedPath.replace(/([\\/])dist[\\/]development[\\/]/, '$1dist$1production$1');
}

/**
 * Lets the bundler drop React Router components nobody renders. The library's module creates each
 * component and context at load time (`var NavLink = React.forwardRef(…)`, then
 * `NavLink.displayName = "NavLink"`), calls a bundler must keep unless told they are pure, so
 * `<NavLink>`, `<Form>` and their helpers reached every page although the portal uses neither.
 * The names only show in React's developer tools.
 */
export function markRouterComponentsPure(code: string): string {
  return code
    .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
}

const ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;

/**
 * The login page's budget (docs/decisions/023-lean-react-router.md): in a build, `react-router`
 * is its production build (no development warnings) with the components the portal does not
 * render left out. Tests and `pnpm dev` keep the package as it is.
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
  transform(code, id) {
    return ROUTER_FILE.test(id) ? { code: markRouterComponentsPure(code), map: null } : null;
  },
});
