import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { browserPlatformFacts, detectPlatform } from '../../launch/client-platform';
import { HAS_PLUGIN_KEY } from '../../launch/launch-input';
import { readSelectedClient } from '../../launch/selected-client';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { useLaunch } from '../../launch/use-launch';
import { DownloadButton } from './download-button';
import { pendingLaunchOf } from './navigation-state';
import { pluginSystemOf } from './plugin-downloads';
import { PluginPage } from './plugin-page';

const FIRST = [1, 2, 3] as const;
const LAST = [4, 5, 6] as const;

function rememberPlugin(): void {
  try {
    window.localStorage.setItem(HAS_PLUGIN_KEY, 'true');
  } catch {
    // Blocked storage: the next launch asks again, nothing worse.
  }
}

/**
 * /firstAccess (spec section 2): three first steps, three last steps and Next. Finishing records
 * that the plugin is installed (localStorage hasPlugin) and goes on with the launch that sent the
 * user here: its plugin address when the state has it, else the selected client's login attempt.
 */
export function FirstAccessPage() {
  const { t } = useTranslation('plugin');
  const location = useLocation();
  const navigate = useNavigate();
  const { execute } = useExecuteOutcome();
  const [part, setPart] = useState<'first' | 'last'>('first');
  const [selected] = useState(() => readSelectedClient());
  const { launch, launching, opened } = useLaunch(selected?.clientCount ?? 0);
  const system = pluginSystemOf(detectPlatform(browserPlatformFacts()));
  const heading = useRef<HTMLHeadingElement>(null);

  const finish = () => {
    rememberPlugin();
    const pending = pendingLaunchOf(location.state);
    if (pending) void execute({ next: { kind: 'plugin', ...pending } });
    else if (selected) void launch({ cliUuid: selected.cliUuid, from: 'attempt' });
    else void navigate('/home/environments');
  };
  const show = (next: 'first' | 'last') => {
    setPart(next);
    // The new steps replace the old in place: move the reader to them.
    requestAnimationFrame(() => heading.current?.focus());
  };

  if (opened) return <SessionOpenedCard session={opened} />;
  const steps = part === 'first' ? FIRST : LAST;
  return (
    <PluginPage title={t('firstAccess.title')}>
      <Typography>{t('firstAccess.intro')}</Typography>
      <Card variant="outlined" sx={{ gap: 2, p: { xs: 2, sm: 3 } }}>
        <Typography level="title-lg" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t(part === 'first' ? 'firstAccess.partFirst' : 'firstAccess.partLast')}
        </Typography>
        <Stepper
          component="ol"
          orientation="vertical"
          aria-label={t('firstAccess.stepsLabel')}
          sx={{ p: 0, m: 0 }}
        >
          {steps.map((n) => (
            <Step
              key={n}
              component="li"
              indicator={
                <StepIndicator variant="solid" color="primary">
                  {n}
                </StepIndicator>
              }
            >
              <Box sx={{ display: 'grid', gap: 1, pb: 1 }}>
                <Typography>{t(`firstAccess.step${n}`)}</Typography>
                {n === 1 ? (
                  <>
                    {system ? (
                      <DownloadButton system={system} />
                    ) : (
                      <Typography level="body-sm">{t('download.noneForDevice')}</Typography>
                    )}
                    <Typography level="body-sm">
                      <RouterLink to="/downloadPlugin">{t('firstAccess.moreDownloads')}</RouterLink>
                    </Typography>
                  </>
                ) : null}
              </Box>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {part === 'first' ? (
            <Button size="lg" onClick={() => show('last')}>
              {t('firstAccess.next')}
            </Button>
          ) : (
            <>
              <Button size="lg" variant="plain" color="neutral" onClick={() => show('first')}>
                {t('firstAccess.back')}
              </Button>
              <Button size="lg" onClick={finish} loading={launching !== null}>
                {t('firstAccess.finish')}
              </Button>
            </>
          )}
        </Box>
      </Card>
    </PluginPage>
  );
}
