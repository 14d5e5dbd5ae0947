import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { icon } from '../../components/icons';
import type { EnvironmentsView } from './environments-view';

const GridIcon = icon(['M4 4h7v7H4Z', 'M13 4h7v7h-7Z', 'M4 13h7v7H4Z', 'M13 13h7v7h-7Z']);
const ListIcon = icon(['M8 6h12', 'M8 12h12', 'M8 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01']);

/** Cards or list: two pressed-state buttons in a labelled group (a choice of two, read as such). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: EnvironmentsView;
  onChange: (view: EnvironmentsView) => void;
}) {
  const { t } = useTranslation('environments');
  const option = (value: EnvironmentsView, label: string, Icon: typeof GridIcon) => (
    <Button
      size="sm"
      variant={view === value ? 'soft' : 'plain'}
      color={view === value ? 'primary' : 'neutral'}
      aria-pressed={view === value}
      startDecorator={<Icon />}
      onClick={() => onChange(value)}
      sx={{ minHeight: 36 }}
    >
      {label}
    </Button>
  );
  return (
    <Box
      role="group"
      aria-label={t('view.label')}
      sx={{
        display: 'flex',
        gap: 0.5,
        p: 0.25,
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'sm',
        bgcolor: 'background.surface',
      }}
    >
      {option('grid', t('view.grid'), GridIcon)}
      {option('list', t('view.list'), ListIcon)}
    </Box>
  );
}
