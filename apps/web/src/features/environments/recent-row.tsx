import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { ResourceMark } from '../../components/resource-mark';
import { visuallyHidden } from '../../components/styles';
import { type EnvironmentEntry, entryKey } from '../../launch/environment-entry';

interface Props {
  entries: EnvironmentEntry[];
  /** One launch at a time: while one runs the row waits. */
  busy: boolean;
  onOpen: (entry: EnvironmentEntry) => void;
  onClear: () => void;
}

/**
 * The Recent row (issue 22): the environments last launched from this browser, newest first, in
 * their own row above the groups, so the groups keep their order. Cleared by its button or by a
 * logout (session/recent-environments.ts).
 */
export function RecentRow({ entries, busy, onOpen, onClear }: Props) {
  const { t } = useTranslation('environments');
  return (
    <Box component="section" aria-labelledby="group-recent" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography level="h2" id="group-recent" sx={{ fontSize: 'lg' }}>
          {t('recent.title')}
        </Typography>
        <Button size="sm" variant="plain" color="neutral" onClick={onClear} sx={{ ml: 'auto' }}>
          {t('recent.clear')}
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {entries.map((entry) => {
          const { environment, client } = entry;
          const web = environment.access_group === 'WEB';
          return (
            <li key={entryKey(entry)}>
              <Button
                variant="outlined"
                color="neutral"
                disabled={busy}
                onClick={() => onOpen(entry)}
                startDecorator={
                  <ResourceMark name={environment.name} kind={web ? 'web' : 'desktop'} size={32} />
                }
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                  py: 0.75,
                  bgcolor: 'background.surface',
                }}
              >
                <Box component="span" sx={{ display: 'grid', minWidth: 0 }}>
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {environment.name}
                    {/* Named by its visible text (WCAG 2.5.3), then what a press does. */}
                    <Box component="span" sx={visuallyHidden}>
                      ,{' '}
                    </Box>
                  </Box>
                  <Typography
                    component="span"
                    level="body-xs"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {client.name}
                    <Box component="span" sx={visuallyHidden}>
                      {`: ${t(web ? 'recent.openApps' : 'recent.launch')}`}
                    </Box>
                  </Typography>
                </Box>
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
