import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { ClearButton, FeedbackLine, QueryFailure, useFeedback } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import { useClearJournal, useJournal } from './queries';

/** A path that may wrap before its query and between parameters on a phone. */
function Breakable({ path }: { path: string }) {
  const parts = path.split(/(?=[?&])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** The upstream calls the world received, newest first, refreshed while the tab is open. */
export function JournalTab() {
  const { t, i18n } = useTranslation(SIM_PICKER_NS);
  const journal = useJournal();
  const clear = useClearJournal();
  const { feedback, success, failure } = useFeedback();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const entries = journal.data ?? [];
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          size="sm"
          variant="outlined"
          loading={journal.isFetching}
          onClick={() => void journal.refetch()}
        >
          {t('journal.refresh')}
        </Button>
        <ClearButton
          label={t('journal.clear')}
          done={t('journal.cleared')}
          clear={clear}
          feedback={{ success, failure }}
        />
        <Typography level="body-xs">{t('journal.live')}</Typography>
      </Stack>
      <FeedbackLine feedback={feedback} />
      {journal.isError ? <QueryFailure error={journal.error} retry={() => void journal.refetch()} /> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="sm"
          stripe="odd"
          stickyHeader
          sx={{
            // Joy's fixed layout gives every column the same width; the call column needs the room.
            tableLayout: 'auto',
            '& td, & th': { whiteSpace: 'nowrap', verticalAlign: 'top' },
            '& td.wrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
            '& caption': { textAlign: 'start', captionSide: 'top', pb: 1 },
            '& .mono': { fontFamily: 'code' },
          }}
        >
          <caption>{t('journal.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('journal.at')}</th>
              <th scope="col">{t('journal.call')}</th>
              <th scope="col">{t('journal.status')}</th>
              <th scope="col">{t('journal.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('journal.empty')}</td>
              </tr>
            ) : (
              entries.map((entry, index) => (
                // The same call may repeat within a millisecond: the position keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
                <tr key={`${entry.at}-${index}`}>
                  <td>
                    <time dateTime={entry.at}>
                      {formatDateTime(Date.parse(entry.at), language, { timeStyle: 'medium' })}
                    </time>
                  </td>
                  <td className="wrap mono">
                    {entry.method} <Breakable path={entry.path} />
                  </td>
                  <td className="wrap mono">
                    {entry.status ?? t('journal.noReply')} {entry.code ?? ''}
                    {entry.overrideId ? (
                      <Chip size="sm" variant="soft" color="warning" sx={{ ml: 0.5 }}>
                        {t('journal.override')}
                      </Chip>
                    ) : null}
                  </td>
                  <td>{t('journal.ms', { ms: Math.round(entry.durationMs) })}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Box>
    </Stack>
  );
}
