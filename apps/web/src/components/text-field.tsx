import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../forms/use-schema-form';

interface Props {
  /** useSchemaForm's `field(name)`. */
  field: FieldProps;
  label: string;
  /** An i18n key (the contracts' schemas use them), translated here and tied to the input. */
  error?: string;
  type?: string;
  autoComplete?: string;
  /** The on-screen keyboard: 'numeric' for one-time codes and PINs. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Read-only rather than disabled while a request runs, so keyboard focus is not lost. */
  readOnly?: boolean;
  endDecorator?: ReactNode;
  onFocus?: () => void;
  /**
   * The user starts using the field (a key, a tap or click, typed or autofilled input): where a page
   * fetches what its form needs next. Not on focus, which the page gives the first field itself on
   * arrival (layouts/new-page-focus.tsx).
   */
  onUse?: () => void;
  onBlur?: () => void;
  /** The id of help the input also points at (a password checklist). */
  describedBy?: string;
}

/** A labelled, required text input of a useSchemaForm form. */
export function TextField(props: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = props.error !== undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {props.label}
        <span className="required" aria-hidden>
          *
        </span>
      </label>
      <div className="input" data-invalid={invalid || undefined}>
        <input
          id={id}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          readOnly={props.readOnly}
          aria-required
          aria-invalid={invalid}
          aria-describedby={
            [invalid ? errorId : undefined, props.describedBy].filter(Boolean).join(' ') || undefined
          }
          onFocus={props.onFocus}
          onKeyDown={props.onUse}
          onPointerDown={props.onUse}
          onInput={props.onUse}
          onBlur={props.onBlur}
          {...props.field}
        />
        {props.endDecorator}
      </div>
      {props.error ? (
        <p id={errorId} className="field-error">
          {t(props.error)}
        </p>
      ) : null}
    </div>
  );
}
