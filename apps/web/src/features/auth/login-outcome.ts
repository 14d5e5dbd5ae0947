import type { Outcome } from '@portal/contracts/portal';

export interface LoginFollowUp {
  /** Close the alerts already showing (an earlier failed attempt's error) before the outcome runs. */
  clearAlerts: boolean;
  /** Put the cursor back in the password field: the user is still on the form, to try again. */
  focusPassword: boolean;
}

/**
 * What the login page does around the gateway's outcome of a sign-in. Leaving for another portal
 * page clears old alerts (the outcome's own alert is raised after, so it still shows); staying on
 * the form (a wrong password, a rate limit) sends focus back to the password.
 */
export function loginFollowUp(outcome: Outcome): LoginFollowUp {
  const { next } = outcome;
  return {
    clearAlerts: next.kind === 'navigate' && next.to !== '/',
    focusPassword: next.kind === 'stay',
  };
}
