import type { EndpointName } from '@portal/contracts/upstream';
import { AUTH_HANDLERS } from './auth';
import { CLIENT_HANDLERS } from './clients';
import { DEVICE_HANDLERS } from './device';
import { DUO_HANDLERS } from './duo';
import type { Handler, HandlerFor } from './handler';
import { LAUNCH_HANDLERS } from './launch';
import { MFA_HANDLERS } from './mfa';
import { PASSWORD_HANDLERS } from './password';
import { SSO_HANDLERS } from './sso';
import { WEB_APP_HANDLERS } from './web-apps';

export type HandlerRecord = { readonly [N in EndpointName]: HandlerFor<N> | 'not-modelled' };

/**
 * Every upstream endpoint and what the simulator does with it. TOTAL on purpose: a new entry in
 * the contracts' ENDPOINTS does not compile until someone writes its handler or says
 * 'not-modelled', and a handler's kind (public or bearer) must match the endpoint's `access`.
 */
export const HANDLERS: HandlerRecord = {
  ...AUTH_HANDLERS,
  ...CLIENT_HANDLERS,
  ...DEVICE_HANDLERS,
  ...LAUNCH_HANDLERS,
  ...WEB_APP_HANDLERS,
  ...MFA_HANDLERS,
  ...DUO_HANDLERS,
  ...SSO_HANDLERS,
  ...PASSWORD_HANDLERS,
};

/** Endpoints that answer 501 SIMULATOR_NOT_IMPLEMENTED unless an override scripts them. */
export const NOT_MODELLED_ENDPOINTS: readonly EndpointName[] = (
  Object.keys(HANDLERS) as EndpointName[]
).filter((name) => HANDLERS[name] === 'not-modelled');

/** The handler of an endpoint, widened for the dispatcher. */
export const handlerOf = (route: EndpointName): Handler | 'not-modelled' => HANDLERS[route];
