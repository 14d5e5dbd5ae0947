/**
 * A busy indicator drawn in CSS, in the current text colour. Buttons that stay enabled while busy
 * show it (a disabled button drops keyboard focus to <body>); their text says what is happening.
 */
export function Spinner({ size = 'sm', label }: { size?: 'sm' | 'lg'; label?: string }) {
  return label ? (
    <span className={`spinner spinner-${size}`} role="progressbar" aria-label={label} />
  ) : (
    <span className={`spinner spinner-${size}`} aria-hidden />
  );
}
