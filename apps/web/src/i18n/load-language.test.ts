import { describe, expect, it } from 'vitest';
import { ERRORS_NAMESPACE, loadLanguage, namespaceResources, SIGNED_IN_NAMESPACE } from './load-language';

describe('namespaceResources', () => {
  it('nests the error messages under errors, so errors.CODE keys resolve', () => {
    expect(namespaceResources(ERRORS_NAMESPACE, { IS_REQUIRED: 'x' })).toEqual({
      errors: { IS_REQUIRED: 'x' },
    });
  });

  it('keeps the UI strings as they are', () => {
    expect(namespaceResources('translation', { common: { close: 'x' } })).toEqual({ common: { close: 'x' } });
  });

  it('refuses a file that is not an object', () => {
    expect(() => namespaceResources('translation', ['x'])).toThrow(/not a JSON object/);
  });
});

describe('loadLanguage', () => {
  it('loads the UI strings and the error messages separately', async () => {
    const ui = await loadLanguage('es', 'translation');
    expect(ui).toHaveProperty('common');
    expect(ui).not.toHaveProperty('errors');
    const errors = await loadLanguage('es', ERRORS_NAMESPACE);
    expect(errors).toHaveProperty('errors.UNEXPECTED_ERROR');
  });

  it('keeps the signed-in screens’ texts out of the startup file', async () => {
    const ui = await loadLanguage('es', 'translation');
    expect(ui).not.toHaveProperty('launch');
    const signedIn = await loadLanguage('es', SIGNED_IN_NAMESPACE);
    expect(signedIn).toHaveProperty('launch.activeSession.title');
    expect(signedIn).toHaveProperty('loadingPlugin');
  });

  it('fails for a language it has no file for', async () => {
    await expect(loadLanguage('fr', 'translation')).rejects.toThrow(/no translation strings/);
  });
});
