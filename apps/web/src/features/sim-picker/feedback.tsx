import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimApiError, TOKEN_REQUIRED } from './api';
import { SIM_PICKER_NS } from './i18n';
import { simApi } from './queries';

export type Feedback = { tone: 'success' | 'danger'; text: string } | null;

/** One message line per section: what the last action did, or why it failed. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  return {
    feedback,
    success: (text: string) => setFeedback({ tone: 'success', text }),
    failure: (error: unknown) =>
      setFeedback({ tone: 'danger', text: error instanceof Error ? error.message : String(error) }),
    clear: () => setFeedback(null),
  };
}

/** Always in the page (a live region announces only what is written into an existing one). */
export function FeedbackLine({ feedback }: { feedback: Feedback }) {
  return (
    <Typography role="status" level="body-sm" color={feedback?.tone ?? 'neutral'} sx={{ minHeight: '1.5em' }}>
      {feedback?.text ?? ''}
    </Typography>
  );
}

/**
 * The portal runs with SIM_CONTROL_TOKEN and this tab has not given it yet: ask once, keep it for
 * the tab's session, and try again.
 */
function TokenForm({ retry }: { retry: () => void }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const [token, setToken] = useState('');
  return (
    <Alert
      color="warning"
      variant="soft"
      role="alert"
      sx={{ flexDirection: 'column', alignItems: 'stretch' }}
    >
      <Typography level="body-sm">{t('token.needed')}</Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', mt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim() === '') return;
          simApi.setControlToken(token);
          retry();
        }}
      >
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>{t('token.label')}</FormLabel>
          <Input type="password" value={token} onChange={(event) => setToken(event.target.value)} />
        </FormControl>
        <Button type="submit">{t('token.use')}</Button>
      </Box>
    </Alert>
  );
}

/** A query that failed: its message and a way to try again. */
export function QueryFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  if (error instanceof SimApiError && error.code === TOKEN_REQUIRED) return <TokenForm retry={retry} />;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      color="danger"
      variant="soft"
      role="alert"
      endDecorator={
        <Button size="sm" variant="outlined" color="danger" onClick={retry}>
          {t('retry')}
        </Button>
      }
    >
      {t('failed', { message })}
    </Alert>
  );
}

/** A button that empties something of the world (journal, run-time overrides) and says so. */
export function ClearButton(props: {
  label: string;
  done: string;
  clear: {
    isPending: boolean;
    mutate: (
      input: undefined,
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
  };
  feedback: { success: (text: string) => void; failure: (error: unknown) => void };
}) {
  const { clear, feedback } = props;
  return (
    <Button
      size="sm"
      variant="outlined"
      color="danger"
      loading={clear.isPending}
      onClick={() =>
        clear.mutate(undefined, { onSuccess: () => feedback.success(props.done), onError: feedback.failure })
      }
    >
      {props.label}
    </Button>
  );
}
