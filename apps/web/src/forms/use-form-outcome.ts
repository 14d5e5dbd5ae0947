import type { MessageRef } from '@portal/contracts/portal';
import { useCallback, useRef, useState } from 'react';
import { type OutcomeRunner, useExecuteOutcome } from '../flows/use-execute-outcome';

/** The error a form shows; `attempt` grows with each one, so the same error again is announced again. */
export interface FormErrorState {
  message: MessageRef;
  attempt: number;
}

export interface FormOutcomeRunner extends OutcomeRunner {
  /** The error of the last attempt, shown in the form (FormError) until the next one. */
  formError: FormErrorState | undefined;
  /** Called as a new attempt starts: the last answer no longer holds. */
  clearFormError: () => void;
}

/**
 * useExecuteOutcome for a form page (issue 22, "errors stay until read"): an error that answers the
 * form stays in it instead of closing with an alert. Every form page uses this one mechanism.
 */
export function useFormOutcome(): FormOutcomeRunner {
  const [formError, setFormError] = useState<FormErrorState | undefined>(undefined);
  const attempts = useRef(0);
  const onFormError = useCallback((message: MessageRef) => {
    attempts.current += 1;
    setFormError({ message, attempt: attempts.current });
  }, []);
  const runner = useExecuteOutcome({ onFormError });
  const clearFormError = useCallback(() => setFormError(undefined), []);
  return { ...runner, formError, clearFormError };
}
