import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconBadge, type IconBadgeTone } from '../../components/icon-badge';
import { CheckIcon } from '../../components/icons';

interface Props {
  icon: ReactNode;
  tone?: IconBadgeTone;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The signed-in sessions pages: one centred card with a badge, a heading, a lead and actions. */
export function SessionPanel({ icon, tone = 'primary', title, lead, children }: Props) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, width: '100%' }}>
      <Sheet
        variant="outlined"
        sx={{
          maxWidth: 'var(--portal-card-width)',
          mx: 'auto',
          p: { xs: 3, sm: 4 },
          borderRadius: 'lg',
          boxShadow: 'sm',
          display: 'grid',
          gap: 2,
          justifyItems: 'center',
          textAlign: 'center',
        }}
      >
        <IconBadge tone={tone}>{icon}</IconBadge>
        <Typography level="h1" sx={{ fontSize: 'xl2' }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{lead}</Typography>
        {children}
      </Sheet>
    </Box>
  );
}

/**
 * The panel's buttons: the page's own action, then the way back to the environments, which a
 * one-client account does not have (its only client is the one this page is about).
 */
export function SessionActions({ clientCount, children }: { clientCount: number; children: ReactNode }) {
  const { t } = useTranslation('sessions');
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 320 }}>
      {children}
      {clientCount !== 1 ? (
        <Button component={RouterLink} to="/home/environments" variant="plain" color="neutral">
          {t('back')}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * /pendingConnection or /reconnect opened with nothing behind them (typed, a bookmark, a reload
 * of a stale tab): says so, instead of an expiry or a clearing that never happened, and offers
 * to connect.
 */
export function NothingPending({
  name,
  clientCount,
  onConnect,
  busy,
}: {
  name: string | undefined;
  clientCount: number;
  onConnect: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('sessions');
  return (
    <SessionPanel
      icon={<CheckIcon />}
      tone="neutral"
      title={t('nothing.title')}
      lead={name ? t('nothing.leadNamed', { name }) : t('nothing.lead')}
    >
      <SessionActions clientCount={clientCount}>
        <Button size="lg" loading={busy} onClick={onConnect}>
          {t('nothing.connect')}
        </Button>
      </SessionActions>
    </SessionPanel>
  );
}
