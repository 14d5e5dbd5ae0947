import { expect, test } from '@playwright/test';
import { DEMO } from './demo-account';
import { signInAs } from './login-form';
import { expectNoAxeViolations } from './page-checks';

// Proxy mode with ALLOW_RECAPTCHA (playwright.config.ts) and a branding config with a site key:
// the real widget path. Google cannot be reached from here, so its script is a stand-in served by
// route interception that behaves as reCAPTCHA's explicit API does: render, execute, callback.
const SITE_KEY = 'test-site-key';
const WIDGET_TOKEN = 'fake-widget-token';
const FAKE_RECAPTCHA = `(() => {
  const src = new URL(document.currentScript.src);
  let callback;
  window.grecaptcha = {
    render(container, params) {
      callback = params.callback;
      const badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.dataset.sitekey = params.sitekey;
      badge.dataset.size = params.size;
      badge.dataset.badge = params.badge;
      badge.textContent = 'reCAPTCHA';
      badge.style.cssText = 'position:fixed;bottom:14px;left:0;width:70px;height:60px;background:#f9f9f9';
      container.append(badge);
      return 0;
    },
    reset() {},
    execute() {
      setTimeout(() => callback(${JSON.stringify(WIDGET_TOKEN)}), 0);
    },
  };
  window[src.searchParams.get('onload')]();
})();`;

test('with a site key the page loads the invisible widget (badge bottom left) and signs in with its token', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { recaptchaSiteKey: SITE_KEY } }));
  const scriptUrls: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js?**', (route) => {
    scriptUrls.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
  });

  const document = await page.goto('/?lng=en-US');
  // The gateway lets the page load Google's script and frame, and nothing more of Google's.
  const csp = (await document?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toContain(
    "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  );
  expect(csp).toContain(
    "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
  );

  const badge = page.locator('.bot-check .grecaptcha-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-sitekey', SITE_KEY);
  await expect(badge).toHaveAttribute('data-size', 'invisible');
  await expect(badge).toHaveAttribute('data-badge', 'bottomleft');
  expect(scriptUrls).toHaveLength(1);
  expect(Object.fromEntries(new URL(scriptUrls[0] ?? '').searchParams)).toMatchObject({
    render: 'explicit',
    hl: 'en-US',
  });

  // The page around the widget stays clean at phone size (the badge itself is Google's).
  await page.setViewportSize({ width: 375, height: 760 });
  await expectNoAxeViolations(page, 'the sign-in page with the widget', { exclude: ['.grecaptcha-badge'] });

  const request = page.waitForRequest((r) => r.url().includes('/trpc/auth.login'));
  await signInAs(page, 'en-US', DEMO.email, DEMO.password);
  expect((await request).postData()).toContain(`"recaptcha_token":"${WIDGET_TOKEN}"`);
  await expect(page).toHaveURL(/\/home\/environments$/);
  // The badge belongs to the forms that use it, not to the signed-in pages.
  await expect(badge).toBeHidden();
  expect(scriptUrls).toHaveLength(1);
});
