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

interface Props {
  /** The form is waiting for its answer: the spinner and `busyLabel` show. */
  busy: boolean;
  label: string;
  /** What is happening while busy ("Signing in…"): read out, since the spinner is not. */
  busyLabel: string;
  /** Not ready to submit at all (an incomplete code): unlike busy, really disabled. */
  disabled?: boolean;
}

/**
 * The authentication forms' submit button (sign-in, single sign-on, one-time code, device PIN,
 * the password forms): plain CSS, no component kit, since the login route carries it
 * (docs/decisions/008-light-login-route.md). While busy it stays enabled but `aria-disabled`, so
 * the keyboard focus stays on it (a disabled button drops focus to <body>); useSchemaForm ignores
 * a second submit meanwhile. In this file, not one of its own: the spinner is in the entry chunk
 * already, and a separate 0.3 kB chunk would add to the login route's download.
 */
export function SubmitButton({ busy, label, busyLabel, disabled }: Props) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg"
      disabled={disabled}
      aria-disabled={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
