import { OtpInputSchema } from '@portal/contracts/portal';
import { schemaValidator } from '../../forms/schema-validator';

/** The one-time code form's rules: the gateway's own schema, downloaded apart from the pages. */
export const validateOtp = schemaValidator<typeof OtpInputSchema, 'otp'>(OtpInputSchema);
