import { describe, expect, it } from 'vitest';
import { markRouterComponentsPure, productionBuildOf } from './lean-react-router';

describe('productionBuildOf', () => {
  it('points a resolved React Router file at its production build', () => {
    expect(productionBuildOf('/repo/node_modules/react-router/dist/development/index.mjs')).toBe(
      '/repo/node_modules/react-router/dist/production/index.mjs',
    );
    expect(productionBuildOf('C:\\repo\\react-router\\dist\\development\\index.mjs')).toBe(
      'C:\\repo\\react-router\\dist\\production\\index.mjs',
    );
  });
});

describe('markRouterComponentsPure', () => {
  it('marks components and contexts made at load time pure, and drops their display names', () => {
    const code = [
      'var NavLink = React10.forwardRef(',
      '  function NavLinkWithRef() {}',
      ');',
      'NavLink.displayName = "NavLink";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
    ].join('\n');
    expect(markRouterComponentsPure(code)).toBe(
      [
        'var NavLink = /* @__PURE__ */ React10.forwardRef(',
        '  function NavLinkWithRef() {}',
        ');',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        '',
      ].join('\n'),
    );
  });

  it('leaves other calls and assignments alone', () => {
    const code = 'var x = React.useMemo(f);\nlink.displayName = computed;\nfoo(React.forwardRef(g));';
    expect(markRouterComponentsPure(code)).toBe(code);
  });
});
