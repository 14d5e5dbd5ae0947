/**
 * What the UI does when a code arrives (spec section 8). Context-specific rules (login,
 * forgot password, PIN...) live in the flow functions; this is each code's default.
 */
export type ErrorBehaviour =
  /** Show the translated message as an error alert. */
  | 'toast'
  /** Show the translated message as an info alert. */
  | 'toast-info'
  /** Show the translated message as a success alert. */
  | 'toast-success'
  /** Reject without any alert (INVALID_COMPANY, COMPANY_ALREADY_REGISTERED). */
  | 'silent'
  /** Go to /messages (INSTANCE_TURNING_ON). */
  | 'go-messages'
  /** Log out with one client, else go to the environments list (NO_LICENSE_ENVIRONMENT). */
  | 'logout-if-one-client-else-environments'
  /** Error message, then go to / (NO_LICENSE_CLIENT, NO_LICENSE). */
  | 'toast-and-go-home'
  /** Go to /accessRestricted; never logs a one-client user out (USER_ACCESS_IS_RESTRICTED). */
  | 'access-restricted'
  /** Go to /pendingConnection (HAS_PENDING_CONNECTION). */
  | 'pending-connection'
  /** PASSWORD_EXPIRED on login: info, auto-login, /register/{user_uuid}/{token}. */
  | 'password-expired'
  /** Return to / (MAXIMUM_PIN_INVALID_RETRIES). */
  | 'go-home'
  /** Log out (INVALID_ACCESS_TOKEN behaves as a 401). */
  | 'logout';
