import Alert from '@mui/joy/Alert';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import { LIMITS } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from './message-text';
import type { AlertMessage } from './messages-state';
import { dismiss, useMessages } from './messages-store';

// Just below the 56 px top bar of both layouts, so an alert never hides the logo or the menus.
const ALERTS_TOP_PX = LIMITS.authTopBarHeightPx + 8;

const COLOR = { error: 'danger', info: 'primary', success: 'success', warning: 'warning' } as const;

function AlertItem({ alert }: { alert: AlertMessage }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(alert.id), LIMITS.alertAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [alert.id]);
  return (
    <Alert
      role={alert.type === 'error' ? 'alert' : 'status'}
      color={COLOR[alert.type]}
      variant="soft"
      size="md"
      sx={{ boxShadow: 'md', pointerEvents: 'auto', width: '100%' }}
      endDecorator={
        <IconButton
          variant="plain"
          size="sm"
          color={COLOR[alert.type]}
          aria-label={t('alerts.close')}
          onClick={() => dismiss(alert.id)}
        >
          <span aria-hidden>×</span>
        </IconButton>
      }
    >
      {messageText(alert, t)}
    </Alert>
  );
}

/** Top-centre alerts (spec section 2); each hides itself after 8 seconds. */
export function Alerts() {
  const { t } = useTranslation();
  const messages = useMessages();
  return (
    <Stack
      component="section"
      aria-label={t('alerts.region')}
      aria-live="polite"
      spacing={1}
      sx={{
        position: 'fixed',
        top: ALERTS_TOP_PX,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 32px))',
        zIndex: 2000,
        pointerEvents: 'none',
      }}
    >
      {messages.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}
