import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../components/copy-text';
import type { Scenario, ScenarioAccount } from './api';
import { CopyButton } from './copy-button';
import { CustomerLinks } from './customer-links';
import { FeedbackLine, useFeedback } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import { ScenarioErrors } from './scenario-errors';
import { freshLink, shareLink } from './scenario-link';

const mono = { fontFamily: 'code', wordBreak: 'break-all' } as const;

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography level="title-sm" component="h3" sx={{ mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

type Copied = (what: string) => void;

function AccountCard({
  account,
  onCopied,
  onFailed,
}: {
  account: ScenarioAccount;
  onCopied: Copied;
  onFailed: () => void;
}) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const rows = [
    ['scenario.email', account.email],
    ['scenario.password', account.password],
    ['scenario.totpSecret', account.totpSecret],
    ['scenario.pin', account.pin],
  ] as const;
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', px: 1.5, py: 0.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          alignItems: 'center',
          columnGap: 1.5,
        }}
      >
        {rows.map(([key, value]) =>
          value === undefined ? null : (
            <Fragment key={key}>
              <Typography component="dt" level="body-xs" textColor="text.secondary">
                {t(key)}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography level="body-sm" sx={{ ...mono, flex: 1 }}>
                  {value}
                </Typography>
                <CopyButton
                  value={value}
                  label={t('scenario.copyNamed', { what: t(key), value })}
                  onCopied={() => onCopied(t(key))}
                  onFailed={onFailed}
                />
              </Box>
            </Fragment>
          ),
        )}
      </Box>
    </Sheet>
  );
}

function ScenarioDetails({ scenario }: { scenario: Scenario }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const { feedback, success, failure } = useFeedback();
  const link = shareLink(window.location.origin, scenario.name);
  const linkId = useId();
  const onCopied = (what: string) => success(t('scenario.copied', { what }));
  const onFailed = () => failure(new Error(t('scenario.copyFailed')));
  return (
    <Box>
      <Typography level="title-lg" component="h3">
        {scenario.title}
      </Typography>
      <Typography level="body-sm" sx={mono} textColor="text.tertiary">
        {scenario.name}
      </Typography>
      {scenario.description ? <Typography level="body-sm">{scenario.description}</Typography> : null}

      <SectionTitle>{t('scenario.codes')}</SectionTitle>
      {scenario.codes.length === 0 ? (
        <Typography level="body-sm">{t('scenario.noCodes')}</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          flexWrap="wrap"
          useFlexGap
          spacing={0.75}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {scenario.codes.map((code) => (
            <li key={code}>
              <Chip size="sm" variant="soft" color="warning" sx={mono}>
                {code}
              </Chip>
            </li>
          ))}
        </Stack>
      )}

      <SectionTitle>{t('scenario.accounts')}</SectionTitle>
      <Stack spacing={1}>
        {scenario.accounts.map((account) => (
          <AccountCard key={account.email} account={account} onCopied={onCopied} onFailed={onFailed} />
        ))}
      </Stack>

      <SectionTitle>{t('scenario.steps')}</SectionTitle>
      <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body-sm', '& li + li': { mt: 0.5 } }}>
        {scenario.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>

      <FormControl sx={{ mt: 2 }}>
        <FormLabel htmlFor={linkId}>{t('scenario.link')}</FormLabel>
        <Input
          slotProps={{ input: { id: linkId, readOnly: true } }}
          value={link}
          size="sm"
          sx={mono}
          endDecorator={
            <Button
              size="sm"
              variant="soft"
              color="neutral"
              onClick={() => void copyText(link).then(() => onCopied(t('scenario.link')), onFailed)}
            >
              {t('scenario.copyLink')}
            </Button>
          }
        />
      </FormControl>
      <FeedbackLine feedback={feedback} />
      <Button sx={{ mt: 1 }} onClick={() => window.location.assign(freshLink(scenario.name))}>
        {t('scenario.open')}
      </Button>
      <FormHelperText>{t('scenario.openHint')}</FormHelperText>
      <CustomerLinks scenario={scenario.name} />
    </Box>
  );
}

interface Props {
  scenarios: Scenario[];
  /** The world's scenario, marked as current. */
  current: string | undefined;
  /** Selected at first (the world's scenario, else the one the address asked for). */
  preferred: string | undefined;
}

/** Pick a scenario: its title, codes, accounts (with copy buttons), steps and a shareable link. */
export function ScenarioTab({ scenarios, current, preferred }: Props) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const name = chosen ?? preferred ?? scenarios[0]?.name;
  const scenario = scenarios.find((s) => s.name === name);
  const labelId = useId();
  return (
    <Stack spacing={2}>
      <ScenarioErrors />
      <FormControl>
        <FormLabel id={labelId}>{t('scenario.label')}</FormLabel>
        <Select
          value={name ?? null}
          onChange={(_event, value) => setChosen(value ?? undefined)}
          slotProps={{ button: { 'aria-labelledby': labelId } }}
        >
          {scenarios.map((s) => (
            <Option
              key={s.name}
              value={s.name}
              label={s.name === current ? t('scenario.current', { title: s.title }) : s.title}
            >
              <Box>
                <Typography level="body-sm">
                  {s.name === current ? t('scenario.current', { title: s.title }) : s.title}
                </Typography>
                <Typography level="body-xs" sx={mono}>
                  {s.name}
                </Typography>
              </Box>
            </Option>
          ))}
        </Select>
      </FormControl>
      {scenario ? <ScenarioDetails key={scenario.name} scenario={scenario} /> : null}
    </Stack>
  );
}
