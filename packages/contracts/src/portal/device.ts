import { z } from 'zod';
import { LIMITS } from '../limits';
import { PinValidationTypeSchema } from '../upstream/auth';
import { OutcomeSchema } from './outcome';

/** Device validation by PIN (spec sections 2, 4 and 5): the e-mail token or the administrator's. */
export const DevicePinTypeSchema = PinValidationTypeSchema;
export type DevicePinType = z.infer<typeof DevicePinTypeSchema>;

export const SendPinInputSchema = z.object({ validation_type: DevicePinTypeSchema });
export type SendPinInput = z.infer<typeof SendPinInputSchema>;

/** Spec section 5: the PIN has exactly LIMITS.pinLength digits (the message is an i18n key). */
export const ValidatePinInputSchema = z.object({
  validation_type: DevicePinTypeSchema,
  pin: z
    .string()
    .max(LIMITS.pinLength, 'validation.pinDigits')
    .regex(new RegExp(`^\\d{${LIMITS.pinLength}}$`), 'validation.pinDigits'),
});
export type ValidatePinInput = z.infer<typeof ValidatePinInputSchema>;

/** A send's outcome says whether a token went out, so the screen starts the resend wait. */
export const SendPinOutcomeSchema = OutcomeSchema.extend({ sent: z.boolean() });
export type SendPinOutcome = z.infer<typeof SendPinOutcomeSchema>;
