import type { LoginInput } from '@portal/contracts/portal';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useBranding } from '../../branding/branding-context';
import { isInternalDirectory } from '../../branding/directory';
import { EyeIcon, EyeOffIcon } from '../../components/icons';
import { PageNotice } from '../../components/page-notice';
import { SubmitButton } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { outcomeOf, UNEXPECTED_OUTCOME } from '../../flows/execute-outcome';
import { useRoutePreload } from '../../flows/route-preload';
import { useBotCheck } from '../../forms/bot-check';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { useSchemaForm } from '../../forms/use-schema-form';
import { AuthColumn } from '../../layouts/auth-layout';
import { AuthSidePanel } from '../../layouts/auth-side-panel';
import { dismissAll } from '../../messages/messages-store';
import { keepReturnPath, RETURN_PATH_PARAM } from '../../session/return-path';
import { markSignedIn, SIGNED_IN_HOME } from '../../session/session';
import { clearSignInNotice, useSignInNotice } from '../../session/sign-in-notice';
import { loginFollowUp } from './login-outcome';
import { opensSignedInHome } from './signed-in-head-start';

type Field = 'email' | 'password';

const DEFAULTS: Record<Field, string> = { email: '', password: '' };

// The gateway's own schema; its code (zod) arrives on first focus or, at the latest, on submit.
const loadValidator = () => import('./login-validation').then((m) => m.validateLogin);
// The tRPC client, like the rules: on first focus or at the latest on submit (the first screen's
// session check is a plain query, trpc/session-query.ts).
const loadClient = () => import('../../trpc/client');
// The way-back rule, only for a sign-in page that names one (`?next=`): no weight on the others.
const loadReturnRule = () => import('../../session/safe-return-path').then((m) => m.safeReturnPath);

export function LoginPage() {
  const { t } = useTranslation('auth');
  const branding = useBranding();
  const [searchParams] = useSearchParams();
  const { execute, formError, clearFormError } = useFormOutcome();
  const formErrorId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const botToken = useBotCheck('login');
  const form = useSchemaForm<Field, LoginInput>({ defaults: DEFAULTS, loadValidator });
  const { errors, submitting: busy } = form;
  const preloadRoute = useRoutePreload();
  // While the user types, fetch the signed-in home's code, so signing in does not wait for it.
  const prefetch = () => {
    form.prefetch();
    loadClient().catch(() => undefined);
    preloadRoute(SIGNED_IN_HOME);
    if (searchParams.has(RETURN_PATH_PARAM)) loadReturnRule().catch(() => undefined);
  };

  const signIn = async (values: LoginInput) => {
    // The notice about the last session has been read: this attempt speaks for itself now.
    clearSignInNotice();
    // A signed-out visit to a signed-in page comes back to it once this sign-in's steps end (if
    // the rule's code cannot be downloaded, the sign-in goes on without it).
    const next = searchParams.get(RETURN_PATH_PARAM);
    const rule = next ? await loadReturnRule().catch(() => undefined) : undefined;
    keepReturnPath(rule?.(next));
    preloadRoute(SIGNED_IN_HOME);
    const backUrl = searchParams.get('back_url');
    // A client that cannot be downloaded fails this attempt like any call (an unexpected error).
    const client = loadClient();
    client.catch(() => undefined);
    const outcome = await outcomeOf(async () => {
      const recaptchaToken = await botToken();
      const { trpcClient } = await client;
      return trpcClient.auth.login.mutate({
        ...values,
        ...(backUrl ? { back_url: backUrl } : {}),
        ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}),
      });
    });
    if (opensSignedInHome(outcome)) {
      // The environments page draws at once, with its list already asked for.
      markSignedIn();
      (await client).prefetchClients();
    }
    const followUp = loginFollowUp(outcome);
    // An earlier attempt's error must not follow the user onto the next page.
    if (followUp.clearAlerts) dismissAll();
    await execute(outcome);
    // Selected, so typing the password again replaces the wrong one.
    if (followUp.focusPassword) form.focus('password', true);
  };
  const submit = form.handleSubmit(signIn);
  // The fields and the button stay enabled while signing in (read-only, aria-disabled): a disabled
  // control drops keyboard focus to <body>. A second submit meanwhile is ignored by the form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormError();
    // The rules' code could not be downloaded (network, a new deploy): say so instead of nothing.
    submit(event).catch(() => execute(UNEXPECTED_OUTCOME));
  };
  return (
    <div className="login">
      <AuthSidePanel
        kind="login"
        defaultHeaderKey="auth:login.defaultHeader"
        defaultDescriptionKey="auth:login.defaultDescription"
      />
      <div className="login-form-area">
        <AuthColumn>
          <h1>{t('login.title')}</h1>
          <p className="auth-lead">
            {isInternalDirectory(branding.activeDirectoryType)
              ? t('login.subtitle')
              : t('login.subtitleDirectory')}
          </p>
          <SignInNoticeShown />
          <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
            <FormError error={formError} id={formErrorId} />
            <TextField
              field={form.field('email')}
              error={errors.email}
              label={t('login.email')}
              type="email"
              autoComplete="username"
              readOnly={busy}
              onUse={prefetch}
            />
            <TextField
              field={form.field('password')}
              error={errors.password}
              label={t('login.password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              readOnly={busy}
              describedBy={formError ? formErrorId : undefined}
              onUse={prefetch}
              endDecorator={
                <button
                  type="button"
                  className="btn btn-plain btn-icon"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <EyeOffIcon fontSize="sm" /> : <EyeIcon fontSize="sm" />}
                </button>
              }
            />
            <RouterLink to="/forgotPassword" className="link link-sm forgot">
              {t('login.forgotPassword')}
            </RouterLink>
            <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
            <RouterLink to="/sso" className="link link-sm sso">
              {t('login.sso')}
            </RouterLink>
          </form>
        </AuthColumn>
      </div>
    </div>
  );
}

/** Why the user is here (the session ended, the logout worked), until the next attempt. */
function SignInNoticeShown() {
  const { t } = useTranslation();
  const notice = useSignInNotice();
  return notice ? <PageNotice severity={notice.severity}>{t(notice.key)}</PageNotice> : null;
}
