import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { QueryFailure } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import { useCoverage } from './queries';

/**
 * Which catalogue codes testers have made the browser show since the gateway started, across
 * every world, and which not yet (GET /__sim/coverage; `pnpm sim coverage` prints the same).
 */
export function CoverageTab() {
  const { t, i18n } = useTranslation(SIM_PICKER_NS);
  const coverage = useCoverage();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (coverage.isError) return <QueryFailure error={coverage.error} retry={() => void coverage.refetch()} />;
  const data = coverage.data;
  const needle = filter.trim().toUpperCase();
  const matches = (code: string) => needle === '' || code.includes(needle);
  const shown = (data?.shown ?? []).filter((entry) => matches(entry.code));
  const notShown = (data?.notShown ?? []).filter(matches);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${filterId}-heading`}>
      <Typography id={`${filterId}-heading`} level="title-sm" component="h3">
        {t('coverage.heading')}
      </Typography>
      <Typography level="body-sm" data-testid="sim-coverage-summary">
        {data
          ? t('coverage.summary', {
              shown: data.spec.shown,
              total: data.spec.total,
              since: formatDateTime(Date.parse(data.since), language, { timeStyle: 'short' }),
            })
          : t('coverage.loading')}
      </Typography>
      {data ? (
        <Typography level="body-xs" data-testid="sim-coverage-portal-summary">
          {t('coverage.portalSummary', { shown: data.portal.shown, total: data.portal.total })}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} alignItems="flex-end" flexWrap="wrap" useFlexGap>
        <FormControl size="sm" sx={{ flex: '1 1 10rem' }}>
          <FormLabel htmlFor={filterId}>{t('coverage.filter')}</FormLabel>
          <Input
            slotProps={{ input: { id: filterId } }}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </FormControl>
        <Button
          size="sm"
          variant="outlined"
          loading={coverage.isFetching}
          onClick={() => void coverage.refetch()}
        >
          {t('coverage.refresh')}
        </Button>
      </Stack>
      {/* Wide on a phone (long codes and scenario names): it scrolls sideways, so the keyboard can
          reach it to scroll (a focusable, named region; axe's scrollable-region-focusable). */}
      <Box
        role="region"
        tabIndex={0}
        aria-label={t('coverage.shownCaption', { count: shown.length })}
        sx={{ overflowX: 'auto' }}
      >
        <Table
          size="sm"
          stripe="odd"
          data-testid="sim-coverage-shown"
          sx={{
            tableLayout: 'auto',
            '& td, & th': { verticalAlign: 'top' },
            '& td:first-of-type': { fontFamily: 'code', overflowWrap: 'anywhere' },
            '& caption': { textAlign: 'start', captionSide: 'top', pb: 1 },
          }}
        >
          <caption>{t('coverage.shownCaption', { count: shown.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('coverage.code')}</th>
              <th scope="col">{t('coverage.count')}</th>
              <th scope="col">{t('coverage.overrideCount')}</th>
              <th scope="col">{t('coverage.scenarios')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('coverage.noneShown')}</td>
              </tr>
            ) : (
              shown.map((entry) => (
                <tr key={entry.code} data-origin={entry.origin}>
                  <td>
                    {entry.code}
                    {entry.origin === 'portal' ? (
                      <Typography
                        component="span"
                        level="body-xs"
                        sx={{ display: 'block', fontFamily: 'body' }}
                      >
                        {t('coverage.portalCode')}
                      </Typography>
                    ) : null}
                  </td>
                  <td>{entry.count}</td>
                  <td>{entry.overrideCount}</td>
                  <td>{entry.scenarios.join(', ')}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Box>
      <Box
        component="details"
        data-testid="sim-coverage-not-shown"
        sx={{ '& summary': { cursor: 'pointer', fontWeight: 'md' } }}
      >
        <summary>{t('coverage.notShownCaption', { count: notShown.length })}</summary>
        <Box
          component="ul"
          sx={{
            m: 0,
            mt: 1,
            pl: 2.5,
            fontFamily: 'code',
            fontSize: 'sm',
            columns: '14rem auto',
            overflowWrap: 'anywhere',
          }}
        >
          {notShown.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
