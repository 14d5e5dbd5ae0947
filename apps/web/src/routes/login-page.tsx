import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { type LoginInput, LoginInputSchema, localisedText, type Outcome } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { bannerBackground } from '../branding/banner';
import { useBranding } from '../branding/branding-context';
import { ButtonSpinner } from '../components/button-spinner';
import { FormTextField } from '../components/form-text-field';
import { EyeIcon, EyeOffIcon } from '../components/icons';
import { MOBILE } from '../components/styles';
import { outcomeFromError } from '../flows/execute-outcome';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { AuthColumn } from '../layouts/auth-layout';
import { dismissAll } from '../messages/messages-store';
import { trpc } from '../trpc/client';
import { loginFollowUp } from './login-outcome';

type LoginForm = z.input<typeof LoginInputSchema>;

/** Side panel of the login page: branding image or banner, header and description (spec section 2). */
function LoginSidePanel() {
  const { t, i18n } = useTranslation();
  const branding = useBranding();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const header = localisedText(branding.loginHeader, language) || t('login.defaultHeader');
  const description = localisedText(branding.loginDescription, language) || t('login.defaultDescription');
  return (
    <Box
      sx={{
        flex: '1 1 55%',
        background: bannerBackground(branding),
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        p: { md: 6, lg: 8 },
        [MOBILE]: { display: 'none' },
      }}
    >
      <Box sx={{ maxWidth: 560, textShadow: '0 1px 12px rgba(0,0,0,0.35)' }}>
        <Typography
          component="p"
          sx={{ color: 'inherit', fontSize: branding.loginHeaderFontSize, fontWeight: 700, lineHeight: 1.1 }}
        >
          {header}
        </Typography>
        <Typography
          component="p"
          sx={{ color: 'inherit', fontSize: branding.loginDescriptionFontSize, mt: 2 }}
        >
          {description}
        </Typography>
      </Box>
    </Box>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { execute } = useExecuteOutcome();
  const login = trpc.auth.login.useMutation();
  const utils = trpc.useUtils();
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit, formState, setFocus } = useForm<LoginForm, unknown, LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const backUrl = searchParams.get('back_url');
    let outcome: Outcome;
    try {
      outcome = await login.mutateAsync(backUrl ? { ...values, back_url: backUrl } : values);
      // A session answer cached before signing in must not bounce the user back to /.
      await utils.auth.session.invalidate();
    } catch (error) {
      outcome = outcomeFromError(error);
    }
    const followUp = loginFollowUp(outcome);
    // An earlier attempt's error must not follow the user onto the next page.
    if (followUp.clearAlerts) dismissAll();
    await execute(outcome);
    // Selected, so typing the password again replaces the wrong one.
    if (followUp.focusPassword) setFocus('password', { shouldSelect: true });
  });

  const busy = formState.isSubmitting;
  // The fields and the button stay enabled while signing in (read-only, aria-disabled): a disabled
  // control drops keyboard focus to <body>. A second submit meanwhile is ignored here instead.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
  return (
    <Box sx={{ flex: 1, display: 'flex' }}>
      <LoginSidePanel />
      <Box sx={{ flex: '1 1 45%', display: 'flex', bgcolor: 'background.surface', px: 2 }}>
        <AuthColumn>
          <Typography level="h1" sx={{ fontSize: 'xl3' }}>
            {t('login.title')}
          </Typography>
          <Typography level="body-md" sx={{ mt: 1, mb: 3 }}>
            {t('login.subtitle')}
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-busy={busy}>
            <FormTextField
              control={control}
              name="email"
              label={t('login.email')}
              type="email"
              autoComplete="username"
              readOnly={busy}
            />
            <FormTextField
              control={control}
              name="password"
              label={t('login.password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              readOnly={busy}
              endDecorator={
                <IconButton
                  variant="plain"
                  color="neutral"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                </IconButton>
              }
            />
            <Link component={RouterLink} to="/forgotPassword" level="body-sm" sx={{ alignSelf: 'flex-end' }}>
              {t('login.forgotPassword')}
            </Link>
            <Button
              type="submit"
              size="lg"
              aria-disabled={busy || undefined}
              startDecorator={busy ? <ButtonSpinner /> : undefined}
            >
              {busy ? t('login.submitting') : t('login.submit')}
            </Button>
            <Link component={RouterLink} to="/sso" level="body-sm" sx={{ alignSelf: 'center' }}>
              {t('login.sso')}
            </Link>
          </Stack>
        </AuthColumn>
      </Box>
    </Box>
  );
}
