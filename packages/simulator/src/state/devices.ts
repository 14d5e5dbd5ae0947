// A user's devices as the world holds them: read by the device domain (the upstream's rules) and by
// the world's state view (QA). Here, below both, so the state needs nothing of the domains.
import type { UserState, WorldState } from './world-state';

/** How many device codes issued to the user are still alive on the world clock. */
export function liveCodeCount(state: WorldState, user: UserState): number {
  const now = state.now();
  return [...user.deviceCodes.values()].filter((expiresAt) => now < expiresAt).length;
}

/** What the world's state shows of a user's device validation (QA reads the e-mailed PIN here). */
export function deviceView(state: WorldState, user: UserState) {
  return {
    deviceValidation: user.spec.deviceValidation,
    fictitiousEmail: user.spec.fictitiousEmail,
    failedPins: user.failedPins,
    emailPin: user.emailPin?.pin ?? null,
    emailPinSentAt: user.emailPin === null ? null : new Date(user.emailPin.sentAt).toISOString(),
    validatedDevices: liveCodeCount(state, user),
  };
}
