import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { browserPlatformFacts, detectPlatform } from '../../launch/client-platform';
import { DownloadButton } from './download-button';
import { PLUGIN_SYSTEMS, pluginSystemOf } from './plugin-downloads';
import { PluginPage } from './plugin-page';

const HELP_STEPS = ['download.help1', 'download.help2', 'download.help3'] as const;

/** /downloadPlugin (spec section 2): the installer for this computer first, the others, how to install. */
export function DownloadPluginPage() {
  const { t } = useTranslation('plugin');
  const system = pluginSystemOf(detectPlatform(browserPlatformFacts()));
  const others = PLUGIN_SYSTEMS.filter((s) => s !== system);
  return (
    <PluginPage title={t('download.title')}>
      <Typography>{t('download.intro')}</Typography>
      {system ? (
        <Card variant="outlined" component="section" aria-labelledby="download-yours" sx={{ gap: 1.5 }}>
          <Typography level="title-lg" component="h2" id="download-yours">
            {t('download.forYou')}: {t(`download.systems.${system}`)}
          </Typography>
          <DownloadButton system={system} />
        </Card>
      ) : (
        // A phone, tablet or Chromebook: no installer fits, so none is offered as "yours".
        <Card variant="soft" color="warning">
          <Typography>{t('download.noneForDevice')}</Typography>
        </Card>
      )}
      <Box component="section" aria-labelledby="download-others" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography level="title-md" component="h2" id="download-others">
          {t('download.others')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {others.map((s) => (
            <Card key={s} variant="soft" sx={{ gap: 1 }}>
              <Typography level="title-sm" component="h3">
                {t(`download.systems.${s}`)}
              </Typography>
              <DownloadButton system={s} primary={false} />
            </Card>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="download-help" sx={{ display: 'grid', gap: 1 }}>
        <Typography level="title-md" component="h2" id="download-help">
          {t('download.helpTitle')}
        </Typography>
        {/* Numbered like /firstAccess's steps: the same install, told the same way. */}
        <Stepper component="ol" orientation="vertical" sx={{ p: 0, m: 0 }}>
          {HELP_STEPS.map((key, index) => (
            <Step
              key={key}
              component="li"
              indicator={
                <StepIndicator variant="solid" color="primary">
                  {index + 1}
                </StepIndicator>
              }
            >
              <Typography>{t(key)}</Typography>
            </Step>
          ))}
        </Stepper>
      </Box>
    </PluginPage>
  );
}
