import { describe, expect, it } from 'vitest';
import { productionBuildOf } from './lean-react-router';

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
