import { SsoLoginInputSchema } from '@portal/contracts/portal';
import { schemaValidator } from '../../forms/schema-validator';

/** The /sso form's rules: the gateway's own schema, downloaded apart from the page. */
export const validateSso = schemaValidator<typeof SsoLoginInputSchema, 'domain'>(SsoLoginInputSchema);
