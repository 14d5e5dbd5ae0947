import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The client's name while the question is open; null: closed. */
  client: string | null;
  onAnswer: (goOn: boolean) => void;
}

/** Spec section 4: "the user chooses Continue, the old session ends and the new one starts". */
export function ActiveSessionDialog({ client, onAnswer }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={client !== null} onClose={() => onAnswer(false)}>
      <ModalDialog role="alertdialog" aria-labelledby="active-session-title" sx={{ maxWidth: 440 }}>
        <DialogTitle id="active-session-title">{t('launch.activeSession.title')}</DialogTitle>
        <DialogContent>{t('launch.activeSession.body', { client: client ?? '' })}</DialogContent>
        <DialogActions>
          <Button onClick={() => onAnswer(true)}>{t('launch.activeSession.continue')}</Button>
          <Button variant="plain" color="neutral" onClick={() => onAnswer(false)}>
            {t('launch.activeSession.cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
