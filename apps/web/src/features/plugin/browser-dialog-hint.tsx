import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What the browser's "open this app?" box looks like and what to click in it. The drawing is a
 * picture (hidden from screen readers); the numbered steps say the same in words.
 */
export function BrowserDialogHint() {
  const { t } = useTranslation('plugin');
  return (
    <Box component="section" aria-labelledby="dialog-hint-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography level="title-md" component="h2" id="dialog-hint-title">
        {t('handOff.dialogTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          <Typography component="li">{t('handOff.dialogStep1')}</Typography>
          <Typography component="li">{t('handOff.dialogStep2')}</Typography>
          <Typography component="li">{t('handOff.dialogStep3')}</Typography>
        </Box>
        <Sheet
          aria-hidden
          variant="outlined"
          sx={{
            borderRadius: 'md',
            p: 2,
            boxShadow: 'md',
            bgcolor: 'background.surface',
            display: 'grid',
            gap: 1.5,
          }}
        >
          <Box sx={{ height: 8, width: '55%', borderRadius: 4, bgcolor: 'neutral.300' }} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 3, bgcolor: 'primary.solidBg' }} />
            <Box sx={{ height: 8, width: '70%', borderRadius: 4, bgcolor: 'neutral.200' }} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Box
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 'sm',
                border: '1px solid',
                borderColor: 'neutral.300',
                fontSize: 'sm',
              }}
            >
              ✕
            </Box>
            <Box
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 'sm',
                bgcolor: 'primary.solidBg',
                color: 'primary.solidColor',
                fontSize: 'sm',
                outline: '3px solid',
                outlineColor: 'warning.400',
                outlineOffset: 2,
              }}
            >
              ✓
            </Box>
          </Box>
        </Sheet>
      </Box>
    </Box>
  );
}
