import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@portal/contracts/flows';
import type { Outcome } from '@portal/contracts/portal';
import { useCallback, useRef, useState } from 'react';
import { trpcClient } from '../../trpc/client';

const looksLikeEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/**
 * The server's password policy for the checklist (spec section 5: fetched per e-mail), the
 * defaults until it answers. Each e-mail (or e-mail and password) is asked once.
 */
export function usePasswordPolicy() {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  const policyRef = useRef(policy);
  const asked = useRef('');
  const apply = useCallback((next: PasswordPolicy) => {
    policyRef.current = next;
    setPolicy(next);
  }, []);

  /** Restrictions per e-mail (forgot/register). A failure keeps the defaults: the server checks anyway. */
  const loadForEmail = useCallback(
    (email: string) => {
      if (!looksLikeEmail(email) || asked.current === email) return;
      asked.current = email;
      trpcClient.password.restrictions.mutate({ email: email.trim() }).then(apply, () => undefined);
    },
    [apply],
  );

  /**
   * The password check with login (change password): the policy for these credentials, or the
   * outcome to show (USER_NOT_ACTIVE, AUTH_FAILURE).
   */
  const checkWithLogin = useCallback(
    async (email: string, password: string): Promise<Outcome | undefined> => {
      const key = `${email}\n${password}`;
      if (!looksLikeEmail(email) || password === '' || asked.current === key) return undefined;
      asked.current = key;
      try {
        const result = await trpcClient.password.checkWithLogin.mutate({ email: email.trim(), password });
        if (result.ok) {
          apply(result.policy);
          return undefined;
        }
        return result.outcome;
      } catch {
        // No answer: keep the defaults, the change itself will say what is wrong.
        return undefined;
      }
    },
    [apply],
  );

  return { policy, policyRef, loadForEmail, checkWithLogin };
}
