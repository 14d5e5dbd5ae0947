import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadSignedInTexts } from './i18n';
import { SIGNED_IN_NAMESPACE } from './load-language';

describe('loadSignedInTexts', () => {
  // The app shell asks for them while i18next is still starting (a signed-in first visit): before
  // it has started, i18next's loadNamespaces resolves at once and loads nothing.
  it('asked before i18next has started, resolves once the texts are in, and every namespace reads them', async () => {
    const loaded = loadSignedInTexts();
    await initI18n();
    await loaded;
    expect(i18next.hasResourceBundle('en-US', SIGNED_IN_NAMESPACE)).toBe(true);
    expect(i18next.t('launch.card.client')).not.toBe('launch.card.client');
    expect(i18next.getFixedT('en-US', 'environments')('launch.activeSession.title')).toBe(
      'You already have an open session',
    );
  });
});
