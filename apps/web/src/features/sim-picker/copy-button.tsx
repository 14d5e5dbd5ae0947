import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import { copyText } from '../../components/copy-text';
import { CopyIcon } from '../../components/icons';

interface Props {
  value: string;
  /** Accessible name, e.g. "Copy Password Demo@Portal2026". */
  label: string;
  onCopied: () => void;
  onFailed: () => void;
}

/** Copies a value to the clipboard; the caller says so in its feedback line. */
export function CopyButton({ value, label, onCopied, onFailed }: Props) {
  const copy = () => void copyText(value).then(onCopied, onFailed);
  return (
    <Tooltip title={label} size="sm" placement="top">
      <IconButton size="sm" variant="plain" color="neutral" aria-label={label} onClick={copy}>
        <CopyIcon />
      </IconButton>
    </Tooltip>
  );
}
