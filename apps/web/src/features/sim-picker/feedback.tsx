import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIM_PICKER_NS } from './i18n';

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

/** A query that failed: its message and a way to try again. */
export function QueryFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(SIM_PICKER_NS);
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
