import CircularProgress from '@mui/joy/CircularProgress';

// Joy's `loading` prop disables the button, and a disabled button drops keyboard focus to <body>;
// buttons that stay enabled while busy show this instead. It takes the button's text colour.
const sx = {
  '--CircularProgress-size': '18px',
  '--CircularProgress-trackThickness': '2px',
  '--CircularProgress-progressThickness': '2px',
  '--CircularProgress-trackColor': 'transparent',
  '--CircularProgress-progressColor': 'currentColor',
} as const;

/** A busy indicator for a button's start decorator; the button's text says what is happening. */
export function ButtonSpinner() {
  return <CircularProgress aria-hidden sx={sx} />;
}
