import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckIcon, DesktopIcon } from '../../components/icons';
import { CardTitle, IconArt, InstanceCard } from '../../layouts/instance-card';
import { SIGNED_IN_HOME } from '../../session/session';
import { trpc } from '../../trpc/react';

/** D builds the download page; this prompt only links to it. */
export const DOWNLOAD_PLUGIN_PATH = '/downloadPlugin';

const REASONS = ['why1', 'why2', 'why3'] as const;

/**
 * The login's plugin-update flag is shown once (spec section 4: "a separate action clears it"):
 * cleared on arrival, whichever way the user came, so Later (or a reload) does not come back here.
 */
function usePluginUpdateSeen() {
  const utils = trpc.useUtils();
  const { mutate } = trpc.auth.pluginUpdateSeen.useMutation();
  useEffect(() => {
    utils.clients.list.setData(undefined, (data) => data && { ...data, updatePlugin: false });
    mutate();
  }, [utils, mutate]);
}

/** /updatePlugin (spec section 2): why to update, a download button, and Later. */
export function UpdatePluginPage() {
  const { t } = useTranslation('home');
  usePluginUpdateSeen();
  return (
    // The shared centred card of the single-card screens (waiting, notices): badge and title centred.
    <InstanceCard
      art={
        <IconArt color="primary">
          <DesktopIcon />
        </IconArt>
      }
    >
      <CardTitle client={undefined}>{t('update.title')}</CardTitle>
      <Typography textColor="text.secondary" sx={{ textAlign: 'center' }}>
        {t('update.lead')}
      </Typography>
      <Box component="section" aria-labelledby="update-why">
        <Typography level="title-md" id="update-why" sx={{ mb: 0.5 }}>
          {t('update.whyTitle')}
        </Typography>
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {REASONS.map((reason) => (
            <ListItem key={reason} sx={{ alignItems: 'flex-start' }}>
              <ListItemDecorator
                sx={{ color: 'success.plainColor', '--Icon-color': 'currentColor', mt: 0.25 }}
              >
                <CheckIcon />
              </ListItemDecorator>
              {t(`update.${reason}`)}
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1, justifyContent: 'center' }}>
        <Button
          component={RouterLink}
          to={DOWNLOAD_PLUGIN_PATH}
          size="lg"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('update.download')}
        </Button>
        <Button
          component={RouterLink}
          to={SIGNED_IN_HOME}
          replace
          size="lg"
          variant="plain"
          color="neutral"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('update.later')}
        </Button>
      </Box>
      <Typography level="body-sm" sx={{ color: 'text.tertiary', textAlign: 'center' }}>
        {t('update.laterHint')}
      </Typography>
    </InstanceCard>
  );
}
