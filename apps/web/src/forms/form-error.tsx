import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS_NAMESPACE } from '../i18n/load-language';
import { messageText } from '../messages/message-text';
import type { FormErrorState } from './use-form-outcome';

const NAMESPACES = ['translation', ERRORS_NAMESPACE];

interface Props {
  error: FormErrorState | undefined;
  /** Its id, for the field that keeps focus to point at (aria-describedby). */
  id?: string;
  /** Move focus to it: the page has no one field the error is about. */
  focus?: boolean;
}

/**
 * A form's answer from the gateway (a wrong password, a refused code), inside the form and kept
 * until the next attempt: an alert toast closes before everyone has read it (issue 22).
 */
export function FormError({ error, id, focus = false }: Props) {
  const { t, ready } = useTranslation(NAMESPACES, { useSuspense: false });
  const box = useRef<HTMLDivElement>(null);
  const attempt = error?.attempt;
  useEffect(() => {
    if (focus && attempt !== undefined) box.current?.focus({ preventScroll: false });
  }, [focus, attempt]);
  if (error === undefined || !ready) return null;
  const { severity, ...message } = error.message;
  return (
    <div
      // A new element per attempt: screen readers announce an alert when it appears.
      key={error.attempt}
      ref={box}
      id={id}
      role="alert"
      tabIndex={-1}
      className={`form-error form-error-${severity}`}
    >
      <span aria-hidden className="form-error-mark">
        !
      </span>
      <span>{messageText({ message, type: severity }, t)}</span>
    </div>
  );
}
