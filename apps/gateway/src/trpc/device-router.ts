import { decidePinReply, decidePinValidated, decideSendPin } from '@portal/contracts/flows';
import {
  type Outcome,
  OutcomeSchema,
  SendPinInputSchema,
  type SendPinOutcome,
  SendPinOutcomeSchema,
  ValidatePinInputSchema,
} from '@portal/contracts/portal';
import { isUpstreamError, type UpstreamError } from '../upstream/upstream-error';
import { router, sessionMutation } from './trpc';

/** An answer of the PIN flow; a 401 is not: it goes on to the usual logout. */
const isPinReply = (error: unknown): error is UpstreamError =>
  isUpstreamError(error) && error.kind === 'http' && error.status !== 401;

/**
 * Device validation by PIN (spec sections 2, 4, 8). An http error (a code, or a 200 carrying
 * TOKEN_SENT_SUCCESSFULLY, ASSUMPTION A-36) becomes an outcome; time-outs and broken replies
 * still throw, so the web shows the usual upstream-failure messages.
 */
export const deviceRouter = router({
  sendPin: sessionMutation
    .input(SendPinInputSchema)
    .output(SendPinOutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<SendPinOutcome> => {
      try {
        await ctx.upstream.call('sendPinToEmail', { body: { validation_type: input.validation_type } });
        return decideSendPin({ ok: true });
      } catch (error) {
        if (isPinReply(error)) return decideSendPin({ ok: false, error: error.error });
        throw error;
      }
    }),

  validatePin: sessionMutation
    .input(ValidatePinInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      try {
        const { data } = await ctx.upstream.call('validateWithPin', { body: input });
        const decision = decidePinValidated(data.device_validation_code);
        ctx.services.cookies.storeDeviceCode(ctx.reply, decision.storeDeviceCode);
        return { next: decision.next };
      } catch (error) {
        if (isPinReply(error)) return decidePinReply(error.error);
        throw error;
      }
    }),
});
