import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { icon } from '../../components/icons';
import { enterFullScreen, leaveFullScreen } from './full-screen';

const ExpandIcon = icon(['M4 9V4h5', 'M20 9V4h-5', 'M4 15v5h5', 'M20 15v5h-5']);
const ShrinkIcon = icon(['M9 4v5H4', 'M15 4v5h5', 'M9 20v-5H4', 'M15 20v-5h5']);

interface Props {
  src: string;
  /** The environment's name (or its client's, when the launch does not say which environment). */
  name: string;
  onClose: () => void;
}

/**
 * The RemoteApp session in the browser (issue 22): the whole window, not a box under the choice,
 * with a header naming the environment, a full-screen button (the Fullscreen API; where the
 * browser refuses, a note says so and the session keeps the full window) and a way back. A modal
 * dialog: the page behind is inert, Escape and the close button go back to the choice.
 */
export function RemoteAppWindow({ src, name, onClose }: Props) {
  const { t } = useTranslation('plugin');
  const host = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      void leaveFullScreen(document);
    };
  }, []);

  const toggle = async () => {
    if (fullScreen) {
      await leaveFullScreen(document);
      return;
    }
    const granted = host.current ? await enterFullScreen(host.current) : false;
    setRefused(!granted);
  };

  return (
    <Modal open onClose={onClose} disableRestoreFocus>
      <ModalDialog
        ref={host}
        layout="fullscreen"
        aria-labelledby="remote-app-title"
        sx={{ p: 0, gap: 0, display: 'grid', gridTemplateRows: 'auto auto minmax(0, 1fr)' }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1.5, md: 2 },
            py: 1,
            borderBottom: '1px solid',
            borderColor: 'neutral.outlinedBorder',
            bgcolor: 'background.surface',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
            <Typography level="body-xs">{t('choice.frameTitle')}</Typography>
            <Typography
              level="title-md"
              component="h2"
              id="remote-app-title"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {name}
            </Typography>
          </Box>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            aria-pressed={fullScreen}
            startDecorator={fullScreen ? <ShrinkIcon /> : <ExpandIcon />}
            onClick={() => void toggle()}
          >
            {fullScreen ? t('choice.exitFullScreen') : t('choice.fullScreen')}
          </Button>
          <Button size="sm" variant="solid" onClick={onClose}>
            {t('choice.close')}
          </Button>
        </Box>
        <Box role="status" sx={{ px: { xs: 1.5, md: 2 } }}>
          {refused ? (
            <Typography level="body-sm" sx={{ py: 0.75 }}>
              {t('choice.fullScreenRefused')}
            </Typography>
          ) : null}
        </Box>
        <Box
          component="iframe"
          src={src}
          title={t('choice.frameTitleNamed', { name })}
          sx={{ width: '100%', height: '100%', border: 0, bgcolor: 'background.surface', display: 'block' }}
        />
      </ModalDialog>
    </Modal>
  );
}
