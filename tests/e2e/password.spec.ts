import type { Page } from '@playwright/test';
import { catalogueMessage } from './demo-account';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, keepScreenshot } from './page-checks';

// The password life cycle in simulator mode (scenarios/password/*.yaml). The error matrix follows
// each scenario's journeys in English; this file adds what those cannot say: the live checklist,
// the other languages, and how the new screens look and read (axe, screenshots).

const NEW = 'Blue!Kite47';

type Language = 'pt-BR' | 'en-US' | 'es';

async function open(page: Page, path: string, scenario: string, lng: Language = 'en-US'): Promise<void> {
  await page.goto(`${path}?scenario=password/${scenario}&fresh=1&lng=${lng}`);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rule = (page: Page, id: string) => page.locator(`[data-rule="${id}"]`);
const pathOf = (page: Page): string => new URL(page.url()).pathname;
const alertWith = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

async function signIn(page: Page, email: string, password: string, lng: Language = 'en-US'): Promise<void> {
  const labels = {
    'en-US': ['Password', 'Sign in'],
    'pt-BR': ['Senha', 'Entrar'],
    es: ['Contraseña', 'Iniciar sesión'],
  };
  const [passwordLabel = '', submit = ''] = labels[lng];
  // The page's heading says the same as its button: wait for the sign-in page itself.
  await expect(page.getByRole('heading', { name: submit, exact: true })).toBeVisible();
  await field(page, 'E-mail').or(field(page, 'Correo electrónico')).fill(email);
  await field(page, passwordLabel).fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

test('the checklist ticks each rule of the policy while the user types', async ({ page }) => {
  await open(page, '/register/link-user/link-ok', 'register-link');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // Nothing typed yet: every rule is neutral, none is shown as failed.
  await expect(page.locator('[data-state="unmet"]')).toHaveCount(0);

  const password = field(page, 'New password');
  await password.pressSequentially('b');
  await expect(rule(page, 'lowercase')).toHaveAttribute('data-state', 'met');
  await expect(rule(page, 'uppercase')).toHaveAttribute('data-state', 'unmet');
  await expect(rule(page, 'minLength')).toHaveAttribute('data-state', 'unmet');
  await expect(rule(page, 'minLength')).toContainText('At least 8 characters');

  await password.pressSequentially('lue!Kite47');
  for (const id of ['minLength', 'maxLength', 'uppercase', 'lowercase', 'number', 'special', 'noSequence']) {
    await expect(rule(page, id), id).toHaveAttribute('data-state', 'met');
  }
  await expect(rule(page, 'confirmationMatches')).toHaveAttribute('data-state', 'unmet');
  await field(page, 'Confirm the new password').fill('blue!Kite47');
  await expect(rule(page, 'confirmationMatches')).toHaveAttribute('data-state', 'met');

  await password.fill('Blue!Kite123');
  await expect(rule(page, 'noSequence')).toHaveAttribute('data-state', 'unmet');
  await password.fill("Blue'Kite47");
  await expect(rule(page, 'forbiddenCharacters')).toHaveAttribute('data-state', 'unmet');

  // A refused password never reaches the server: the form says why.
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The password does not meet every rule below.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  expect(pathOf(page)).toBe('/register/link-user/link-ok');
});

test('change password in Portuguese: the check with login and the wrong current password', async ({
  page,
}) => {
  test.slow();
  await open(page, '/changePassword', 'change', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
  await field(page, 'E-mail').fill('ann@example.com');
  await field(page, 'Senha atual').fill('Wrong@Portal2026');
  await field(page, 'Nova senha').fill(NEW);
  await expect(alertWith(page, catalogueMessage('pt-BR', 'AUTH_FAILURE'))).toBeVisible();
  await field(page, 'Confirme a nova senha').fill(NEW);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(alertWith(page, catalogueMessage('pt-BR', 'INVALID_PASSWORD_TRY_AGAIN'))).toBeVisible();
  expect(pathOf(page)).toBe('/changePassword');
});

test('change password, then sign in with the new one', async ({ page }) => {
  test.slow();
  await open(page, '/changePassword', 'change');
  await field(page, 'E-mail').fill('ann@example.com');
  await field(page, 'Current password').fill('Ann@Portal2026');
  await field(page, 'New password').fill(NEW);
  await field(page, 'Confirm the new password').fill(NEW);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(alertWith(page, 'Your account was updated. Sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'ann@example.com', 'Ann@Portal2026');
  await expect(alertWith(page, catalogueMessage('en-US', 'INVALID_USER'))).toBeVisible();
  await signIn(page, 'ann@example.com', NEW);
  // Ann has one client: it selects itself and goes to /launching/1 (spec section 4, clients).
  await expect(page).toHaveURL(/\/launching\/1$/);
});

test('forgot password in Spanish: an external user cannot reset, an unknown one is told so', async ({
  page,
}) => {
  await open(page, '/forgotPassword', 'forgot', 'es');
  await expect(page.getByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await field(page, 'Correo electrónico').fill('external@example.com');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(alertWith(page, catalogueMessage('es', 'EXTERNAL_USER'))).toBeVisible();
  await field(page, 'Correo electrónico').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(alertWith(page, 'No se encontró ningún usuario con este correo electrónico.')).toBeVisible();
  expect(pathOf(page)).toBe('/forgotPassword');
});

test('forgot password: the e-mail goes out, the sign-in page follows, and the link sets a password', async ({
  page,
}) => {
  test.slow();
  await open(page, '/', 'forgot');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page has an E-mail field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await field(page, 'E-mail').fill('demo@example.com');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(alertWith(page, 'Check your e-mail: we sent you a link to set a new password.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // QA reads the link in the world's outbox (the picker's World tab shows the same).
  const world = (await (await page.request.get('/__sim/worlds/current')).json()) as {
    outbox: { to: string; link: string }[];
  };
  const link = world.outbox.find((m) => m.to === 'demo@example.com')?.link;
  expect(link).toMatch(/^\/register\//);
  await page.goto(link ?? '/');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await field(page, 'New password').fill(NEW);
  await field(page, 'Confirm the new password').fill(NEW);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(alertWith(page, 'Your new password is set. Sign in with it.')).toBeVisible();
  await signIn(page, 'demo@example.com', NEW);
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('an expired password in Portuguese: the info message, a new password, signed in', async ({ page }) => {
  test.slow();
  await open(page, '/', 'expiry', 'pt-BR');
  await signIn(page, 'expired@example.com', 'Expired@Portal2026', 'pt-BR');
  await expect(alertWith(page, catalogueMessage('pt-BR', 'PASSWORD_EXPIRED'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Definir nova senha' })).toBeVisible();
  await expect(page.getByText('expired@example.com')).toBeVisible();
  await field(page, 'Nova senha').fill(NEW);
  await field(page, 'Confirme a nova senha').fill(NEW);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
});

test('a password that expires soon: days left, later, environments; change now opens the form', async ({
  page,
}) => {
  test.slow();
  await open(page, '/', 'expiry');
  await signIn(page, 'soon@example.com', 'Soon@Portal2026');
  await expect(page).toHaveURL(/\/password\/expired$/);
  await expect(page.getByText('Your password expires in 5 days.')).toBeVisible();
  await page.getByRole('link', { name: 'Change now' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue('soon@example.com');
  await page.goBack();
  await page.getByRole('link', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/home\/environments$/);
});

const SCREENS: {
  name: string;
  path: string;
  scenario: string;
  heading: string;
  fill?: (page: Page) => Promise<void>;
}[] = [
  { name: 'forgot-password', path: '/forgotPassword', scenario: 'forgot', heading: 'Forgot your password?' },
  {
    name: 'change-password',
    path: '/changePassword',
    scenario: 'change',
    heading: 'Change password',
    fill: async (page) => {
      await field(page, 'New password').fill('blue!kite');
    },
  },
  {
    name: 'register',
    path: '/register/link-user/link-ok',
    scenario: 'register-link',
    heading: 'Set a new password',
    fill: async (page) => {
      await field(page, 'New password').fill('Blue!Kite47');
      await field(page, 'Confirm the new password').fill('Blue!Kite4');
      await page.getByRole('button', { name: 'Save password' }).click();
    },
  },
];

for (const width of [375, 1280]) {
  test(`axe finds nothing on the password screens at ${width} px (and screenshots for review)`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 375 ? 760 : 800 });
    for (const screen of SCREENS) {
      await open(page, screen.path, screen.scenario);
      await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      if (screen.fill) await screen.fill(page);
      await expectNoAxeViolations(page, `${screen.name} at ${width} px`);
      // A full-page shot of a scrolled page would draw the off-screen skip link inside the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, testInfo, `password-${screen.name}-${width}`);
    }
    await open(page, '/', 'expiry');
    await signIn(page, 'soon@example.com', 'Soon@Portal2026');
    await expect(page.getByRole('heading', { name: 'Your password expires soon' })).toBeVisible();
    await expectNoAxeViolations(page, `password-expired at ${width} px`);
    await keepScreenshot(page, testInfo, `password-password-expired-${width}`);
  });
}
