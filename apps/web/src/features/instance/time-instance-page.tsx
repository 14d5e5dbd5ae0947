import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { nextPollIn } from '@portal/contracts/flows';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { clockText } from '../../i18n/format';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { CardTitle, IconArt, InstanceCard } from '../../layouts/instance-card';
import { PowerIcon } from './instance-icons';
import { bootEstimateMinutes, waitSecondsOf } from './launch-end';
import { useInstanceLaunch } from './use-instance-launch';

/**
 * /timeInstance (spec section 2: "Waiting while an instance starts (may take up to about 2, 5 or
 * 8 minutes, with automatic redirect)"): the estimate is the upstream's `time`, never that list
 * printed as it stands. Counts down from the login attempt's time and asks again
 * every few seconds and at 0 (`from: 'attempt'`); a 202 comes back here with a new time (a new
 * location), anything else goes on by itself. A reload, with no time, asks at once.
 */
export function TimeInstancePage() {
  const { t } = useTranslation('instance');
  const location = useLocation();
  const { selected, clientName, goOn, busy, ended, dialog, opened } = useInstanceLaunch();
  const total = waitSecondsOf(location.state);
  const [left, setLeft] = useState(total ?? 0);
  // A launch that failed or opened the session ends the polling; "Check now" starts it again.
  const [round, setRound] = useState(0);
  const goOnRef = useRef(goOn);
  goOnRef.current = goOn;
  const stopped = ended === 'failed' || opened !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (a new time) or a new round restarts the wait.
  useEffect(() => {
    if (!selected || stopped) return;
    const seconds = total ?? 0;
    const startedAt = Date.now();
    const remaining = () => Math.max(0, seconds - (Date.now() - startedAt) / 1000);
    let timer: number | undefined;
    const poll = () => {
      goOnRef.current('attempt');
      schedule();
    };
    const schedule = () => {
      timer = window.setTimeout(poll, nextPollIn(remaining()) * 1000);
    };
    setLeft(seconds);
    const tick = window.setInterval(() => setLeft(remaining()), 500);
    if (total === undefined) poll();
    else schedule();
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(timer);
    };
  }, [location.key, round, stopped, selected]);

  if (!selected) return <Navigate to="/home/environments" replace />;
  if (opened) return <SessionOpenedCard session={opened} clientName={clientName} />;
  const estimate = bootEstimateMinutes(total);
  const progress = total ? Math.min(100, ((total - left) / total) * 100) : undefined;
  const checkNow = () => {
    if (stopped) setRound((r) => r + 1);
    goOn('attempt');
  };

  return (
    <InstanceCard
      art={
        <IconArt color="primary">
          <PowerIcon />
        </IconArt>
      }
    >
      <CardTitle client={clientName}>{t('time.title')}</CardTitle>
      <Typography level="body-md" textColor="text.secondary" sx={{ textAlign: 'center' }}>
        {estimate === undefined ? t('time.leadUnknown') : t('time.lead', { count: estimate })}
      </Typography>
      {ended === 'failed' ? (
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {t('time.failed')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
          <Typography level="body-sm" id="time-left-label">
            {t('time.left')}
          </Typography>
          <Typography
            role="timer"
            aria-labelledby="time-left-label"
            level="h2"
            component="p"
            sx={{ fontSize: '3rem', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' }}
          >
            {total === undefined ? '-:--' : clockText(left)}
          </Typography>
          <LinearProgress
            determinate={progress !== undefined}
            value={progress ?? 0}
            aria-label={t('time.progress')}
            sx={{ width: '100%', maxWidth: 360 }}
          />
          <Typography level="body-sm" textColor="text.secondary" role="status">
            {busy ? t('time.checking') : left === 0 ? t('time.almost') : t('time.auto')}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', pt: 1 }}>
        <Button size="lg" variant="outlined" loading={busy} onClick={checkNow}>
          {t('time.checkNow')}
        </Button>
        <Button size="lg" variant="plain" color="neutral" component={RouterLink} to="/home/environments">
          {t('back')}
        </Button>
      </Box>
      {dialog}
    </InstanceCard>
  );
}
