import { ERROR_CODES, type ErrorCode } from '@portal/contracts/errors';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import { z } from 'zod';

/*
 * Naming rule of the format: fields that mirror the upstream's replies keep the upstream's
 * snake_case (client_uuid, license_limit, access_group...); knobs that exist only in the
 * simulator are camelCase (maxLoginAttempts, bootMinutes, delayMs...). Objects are strict so a
 * misspelt field is reported instead of silently ignored.
 *
 * References are enums rather than custom checks so the generated JSON Schema lists them and
 * editors complete them.
 */

const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as [EndpointName, ...EndpointName[]];

export const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]], {
  error: (issue) => `unknown error code ${JSON.stringify(issue.input)}: not a key of ERROR_CATALOGUE`,
});

export const EndpointNameSchema = z.enum(ENDPOINT_NAMES, {
  error: (issue) =>
    `unknown route ${JSON.stringify(issue.input)}: expected an ENDPOINTS name (${ENDPOINT_NAMES.join(', ')})`,
});

/** Non-blank text. */
export const text = z.string().trim().min(1);

/** A scenario or fixture name segment: what a file or folder may be called. */
export const NAME_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

export const FixtureNameSchema = z
  .string()
  .regex(NAME_SEGMENT, 'a fixture name: lower-case letters, digits and dashes (a file of _fixtures/)');
