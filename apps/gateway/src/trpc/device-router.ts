import { decidePinReply, decidePinValidated, decideSendPin } from '@portal/contracts/flows';
import {
  type Outcome,
  OutcomeSchema,
  SendPinInputSchema,
  type SendPinOutcome,
  SendPinOutcomeSchema,
  ValidatePinInputSchema,
} from '@portal/contracts/portal';
import type { UpstreamRefusal } from '../upstream/upstream-error';
import { router, sessionMutation } from './trpc';

/** An answer of the PIN flow; a 401 is not: it goes on to the usual logout (thrown to the middleware). */
function pinReply(refusal: UpstreamRefusal): UpstreamRefusal {
  if (refusal.status === 401) throw refusal;
  return refusal;
}

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
      const sent = await ctx.upstream.answer('sendPinToEmail', {
        body: { validation_type: input.validation_type },
      });
      if (!sent.ok) return decideSendPin({ ok: false, error: pinReply(sent.refusal).error });
      return decideSendPin({ ok: true });
    }),

  validatePin: sessionMutation
    .input(ValidatePinInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const validated = await ctx.upstream.answer('validateWithPin', { body: input });
      if (!validated.ok) return decidePinReply(pinReply(validated.refusal).error);
      const decision = decidePinValidated(validated.data.device_validation_code);
      ctx.services.cookies.storeDeviceCode(ctx.reply, decision.storeDeviceCode);
      return { next: decision.next };
    }),
});
