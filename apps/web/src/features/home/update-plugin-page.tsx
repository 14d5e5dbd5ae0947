import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconBadge } from '../../components/icon-badge';
import { CheckIcon, DesktopIcon } from '../../components/icons';
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
    <Box sx={{ px: 2, py: { xs: 3, md: 6 }, display: 'grid', placeItems: 'center' }}>
      <Card
        variant="outlined"
        sx={{ maxWidth: 'var(--portal-card-width)', width: '100%', p: { xs: 2.5, md: 4 }, gap: 2 }}
      >
        <IconBadge>
          <DesktopIcon />
        </IconBadge>
        <Typography level="h1" sx={{ fontSize: 'xl2' }}>
          {t('update.title')}
        </Typography>
        <Typography>{t('update.lead')}</Typography>
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
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
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
        <Typography level="body-sm" sx={{ color: 'text.tertiary' }}>
          {t('update.laterHint')}
        </Typography>
      </Card>
    </Box>
  );
}
