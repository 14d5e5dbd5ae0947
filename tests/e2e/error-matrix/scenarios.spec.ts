import { test } from '../fixtures';
import { followJourney, loadCatalogue } from './journey';

// The error matrix: one test per browser journey of each scenario (scenarios/**/*.yaml,
// `browser:`), so adding a scenario with journeys adds its tests. ?scenario= is a simulator-mode
// interface, so the proxy-mode project leaves this folder out (playwright.config.ts). Each test
// starts with no cookies and so gets a world of its own, while the workers share one gateway: the
// journeys passing side by side is the proof that worlds are isolated. A worker's tests share its
// browser's cache (fixtures.ts), so the portal's code is not downloaded again for each journey.

const catalogue = loadCatalogue();
if (!catalogue.some((s) => s.browser.length > 0)) {
  throw new Error('no scenario declares browser journeys: the error matrix would test nothing');
}

for (const scenario of catalogue) {
  if (scenario.browser.length === 0) continue;
  test.describe(scenario.name, () => {
    for (const journey of scenario.browser) {
      test(journey.name, async ({ page }) => {
        test.slow(); // sign-ins, launches and clock moves on a loaded machine
        await followJourney(page, scenario, journey);
      });
    }
  });
}
