import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useTranslation } from 'react-i18next';
import { DesktopIcon } from '../components/icons';

interface Props {
  /** The client's name while the question is open; null: closed. */
  client: string | null;
  onAnswer: (goOn: boolean) => void;
}

/**
 * Spec section 4: "the user chooses Continue, the old session ends and the new one starts". An
 * alert dialog: focus starts on Cancel, the answer that loses nothing (WAI-ARIA's advice for a
 * destructive action), Escape and a click outside cancel too, and focus returns to the launch
 * button on close (Joy's focus trap).
 */
export function ActiveSessionDialog({ client, onAnswer }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={client !== null} onClose={() => onAnswer(false)}>
      <ModalDialog
        role="alertdialog"
        aria-labelledby="active-session-title"
        aria-describedby="active-session-body"
        sx={{ maxWidth: 460, width: 'calc(100% - 32px)' }}
      >
        <DialogTitle id="active-session-title" component="h2" sx={{ alignItems: 'center' }}>
          <DesktopIcon />
          {t('launch.activeSession.title')}
        </DialogTitle>
        <DialogContent id="active-session-body">
          {t('launch.activeSession.body', { client: client ?? '' })}
        </DialogContent>
        <DialogActions>
          <Button color="warning" onClick={() => onAnswer(true)}>
            {t('launch.activeSession.continue')}
          </Button>
          <Button variant="plain" color="neutral" autoFocus onClick={() => onAnswer(false)}>
            {t('launch.activeSession.cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
