import { expect, type Page } from '@playwright/test';
import { COOKIES, gatewayCookieName, HEADERS } from '@portal/contracts/portal';

export interface ApiSignIn {
  email: string;
  password: string;
  /** A fresh world of this scenario (simulator mode; proxy mode ignores it). */
  scenario?: string;
  /** Another site's address (a sample customer's host); the test's base URL otherwise. */
  origin?: string;
  /** The signed-in page to open afterwards. */
  path?: string;
}

/**
 * Signs in through the gateway's own sign-in call, from the page (so with the cookies the form's
 * sign-in would leave), then opens `path` (the environments by default). For tests whose point is
 * what comes after the sign-in: typing into the form costs a load of the portal of its own, and
 * the form is proven where it is the subject (sign-in-to-launch, accessibility, errors-stay, the
 * error matrix, the customer matrices' sign-in pages).
 *
 * The calls go from the page rather than `page.request`: Node does not resolve the customers'
 * `*.portal.localhost` hosts, Chromium does. The page is the portal's /healthz, which runs no app.
 */
export async function signInByApi(page: Page, who: ApiSignIn): Promise<void> {
  const origin = who.origin ?? '';
  await page.goto(`${origin}/healthz`);
  const failure = await page.evaluate(
    async ({ query, email, password, csrfCookies, csrfHeader }) => {
      // Any page of the portal sets the CSRF cookie; `?scenario=` also gives this browser its world.
      const signInPage = await fetch(`/?${query}`, { headers: { accept: 'text/html' } });
      if (!signInPage.ok) return `the sign-in page: ${signInPage.status}`;
      const csrf = document.cookie
        .split('; ')
        .map((pair) => pair.split('='))
        .find(([name]) => name !== undefined && csrfCookies.includes(name))?.[1];
      if (csrf === undefined) return 'no CSRF cookie';
      const reply = await fetch('/trpc/auth.login', {
        method: 'POST',
        headers: { [csrfHeader]: csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return reply.ok ? undefined : `auth.login for ${email}: ${reply.status} ${await reply.text()}`;
    },
    {
      query: new URLSearchParams(who.scenario ? { scenario: who.scenario, fresh: '1' } : {}).toString(),
      email: who.email,
      password: who.password,
      csrfCookies: [gatewayCookieName(COOKIES.csrf, true), COOKIES.csrf],
      csrfHeader: HEADERS.csrf,
    },
  );
  expect(failure, 'the sign-in through the gateway').toBeUndefined();
  await page.goto(`${origin}${who.path ?? '/home/environments'}`);
}
