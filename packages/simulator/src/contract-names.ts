import { ENDPOINTS, type EndpointName, type ErrorCode, isErrorCode } from '@portal/contracts';
import { z } from 'zod';

const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** A key of ERROR_CATALOGUE, with a message that says where the valid ones are. */
export const ErrorCodeSchema = z.custom<ErrorCode>(
  (value) => typeof value === 'string' && isErrorCode(value),
  {
    error: (issue) => `unknown error code ${JSON.stringify(issue.input)}: not a key of ERROR_CATALOGUE`,
  },
);

/** A key of ENDPOINTS, listing them all when it is not. */
export const EndpointNameSchema = z.custom<EndpointName>(
  (value) => typeof value === 'string' && Object.hasOwn(ENDPOINTS, value),
  {
    error: (issue) =>
      `unknown route ${JSON.stringify(issue.input)}: expected an ENDPOINTS name (${ENDPOINT_NAMES.join(', ')})`,
  },
);
