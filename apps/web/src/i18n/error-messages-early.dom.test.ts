import { describe, expect, it, vi } from 'vitest';
import { loadErrorMessages } from './i18n';
import { ERRORS_NAMESPACE } from './load-language';

const loadLanguage = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('./load-language', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./load-language')>()),
  loadLanguage,
}));

describe('loadErrorMessages', () => {
  it("asked before i18next has started, downloads the starting language's messages at once", () => {
    void loadErrorMessages();
    // jsdom's navigator speaks en-US, and no query, cookie or storage says otherwise.
    expect(loadLanguage).toHaveBeenCalledWith('en-US', ERRORS_NAMESPACE);
  });
});
