import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { formatDuration, parseDuration, SIM_LIMITS } from '@portal/contracts/portal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import type { World } from './api';
import { ExportSection } from './export-section';
import { FeedbackLine, useFeedback } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import { useAdvanceClock, useReset } from './queries';

/** Jumps QA needs most: an instance boots in 2, 5 or 8 minutes. */
const QUICK_JUMPS_MS = [60_000, 300_000, 480_000, 3_600_000];

function WorldFacts({ world }: { world: World }) {
  const { t, i18n } = useTranslation(SIM_PICKER_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const facts = [
    ['world.scenario', world.scenario],
    ['world.id', world.id],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {facts.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" level="body-sm" textColor="text.secondary">
            {t(key)}
          </Typography>
          <Typography
            component="dd"
            level="body-sm"
            sx={{ m: 0, fontFamily: 'code', wordBreak: 'break-all' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" level="body-sm" textColor="text.secondary">
        {t('world.clock')}
      </Typography>
      <Typography component="dd" level="body-sm" sx={{ m: 0 }} data-testid="sim-world-clock">
        <time dateTime={world.now}>
          {formatDateTime(world.nowMs, language, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </Typography>
      {/* Nothing is really e-mailed: QA reads the device-validation token here. */}
      {world.users.flatMap((user) =>
        user.device?.emailPin
          ? [
              <Box key={user.email} sx={{ display: 'contents' }}>
                <Typography component="dt" level="body-sm" textColor="text.secondary">
                  {t('world.emailPin', { email: user.email })}
                </Typography>
                <Typography component="dd" level="body-sm" sx={{ m: 0, fontFamily: 'code' }}>
                  {user.device.emailPin}
                </Typography>
              </Box>,
            ]
          : [],
      )}
    </Box>
  );
}

/** Reset e-mails the world sent (newest first): QA opens the link instead of a mailbox. */
function Outbox({ world }: { world: World }) {
  const { t, i18n } = useTranslation(SIM_PICKER_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const mails = [...world.outbox].reverse();
  return (
    <Box>
      <Typography level="title-md" component="h3" sx={{ mb: 1 }}>
        {t('world.mailHeading')}
      </Typography>
      {mails.length === 0 ? (
        <Typography level="body-sm">{t('world.mailNone')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
          {mails.map((mail) => (
            <li key={mail.link}>
              <Typography level="body-sm">
                {t('world.mailTo', {
                  to: mail.to,
                  until: formatDateTime(Date.parse(mail.expiresAt), language, { timeStyle: 'short' }),
                })}{' '}
                <Link href={mail.link}>{t('world.mailOpen')}</Link>
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The tester's world: what it is, its clock (moved forward at will), and a reset. */
export function WorldTab({ world }: { world: World }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const reset = useReset();
  const advance = useAdvanceClock();
  const { feedback, success, failure } = useFeedback();
  const [jump, setJump] = useState('');
  const [jumpError, setJumpError] = useState(false);

  const moveBy = (ms: number) =>
    advance.mutate(ms, {
      onSuccess: () => success(t('world.advanced', { duration: formatDuration(ms) })),
      onError: failure,
    });
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const ms = parseDuration(jump);
    const valid = ms !== undefined && ms > 0 && ms <= SIM_LIMITS.maxClockJumpMs;
    setJumpError(!valid);
    if (valid) moveBy(ms);
  };
  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: (w) => success(t('world.resetDone', { scenario: w.scenario })),
      onError: failure,
    });

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography level="title-md" component="h3" sx={{ mb: 1 }}>
          {t('world.heading')}
        </Typography>
        <WorldFacts world={world} />
      </Box>

      <Outbox world={world} />

      <Box component="form" onSubmit={submitJump} noValidate>
        <Typography level="title-md" component="h3" sx={{ mb: 1 }}>
          {t('world.advanceHeading')}
        </Typography>
        <Stack
          role="group"
          aria-label={t('world.advanceLabel')}
          direction="row"
          spacing={1}
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 1.5 }}
        >
          {QUICK_JUMPS_MS.map((ms) => (
            <Button
              key={ms}
              size="sm"
              variant="outlined"
              color="neutral"
              disabled={advance.isPending}
              onClick={() => moveBy(ms)}
            >
              {t('world.quick', { duration: formatDuration(ms) })}
            </Button>
          ))}
        </Stack>
        <FormControl error={jumpError}>
          <FormLabel>{t('world.advanceLabel')}</FormLabel>
          <Stack direction="row" spacing={1}>
            <Input
              value={jump}
              onChange={(event) => setJump(event.target.value)}
              placeholder="8m"
              sx={{ flex: 1, maxWidth: 200 }}
              slotProps={{ input: { autoComplete: 'off', spellCheck: false } }}
            />
            <Button type="submit" loading={advance.isPending}>
              {t('world.advance')}
            </Button>
          </Stack>
          <FormHelperText>{jumpError ? t('world.invalidDuration') : t('world.advanceHint')}</FormHelperText>
        </FormControl>
      </Box>

      <Box>
        <Button color="danger" variant="outlined" loading={reset.isPending} onClick={doReset}>
          {t('world.reset')}
        </Button>
        <FormHelperText sx={{ mt: 0.5 }}>{t('world.resetHint')}</FormHelperText>
      </Box>
      <FeedbackLine feedback={feedback} />

      <ExportSection />
    </Stack>
  );
}
