import { LoginInputSchema } from '@portal/contracts/portal';
import { schemaValidator } from '../../forms/schema-validator';

/** The login form's rules: the gateway's own schema, downloaded apart from the login page. */
export const validateLogin = schemaValidator<typeof LoginInputSchema, 'email' | 'password'>(LoginInputSchema);
