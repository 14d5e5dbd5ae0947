/** What the login decision (spec section 4 rule 3) hands to /deviceValidation. */
export interface DeviceNavigationState {
  email: string | null;
  /** The login said user_has_fictitious_email: no e-mail token is offered. */
  fictitiousEmail: boolean;
}

/** Reads the navigation state defensively: a reload or a typed URL arrives without one. */
export function readDeviceState(state: unknown): DeviceNavigationState {
  if (typeof state !== 'object' || state === null) return { email: null, fictitiousEmail: false };
  const record = state as Record<string, unknown>;
  return {
    email: typeof record.email === 'string' && record.email !== '' ? record.email : null,
    fictitiousEmail: record.fictitiousEmail === true,
  };
}
