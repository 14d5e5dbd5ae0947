import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import type { FieldProps } from '../../forms/use-schema-form';

interface Props {
  field: FieldProps;
  label: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  readOnly?: boolean;
  describedBy?: string;
  onFocus?: () => void;
  /** TextField's onUse: the user starts using the field. */
  onUse?: () => void;
  onBlur?: () => void;
}

/** A password TextField with the show/hide control of the login page. */
export function PasswordInput({
  field,
  label,
  error,
  autoComplete,
  readOnly,
  describedBy,
  onFocus,
  onUse,
  onBlur,
}: Props) {
  const { t } = useTranslation('password');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      field={field}
      label={label}
      error={error}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      readOnly={readOnly}
      describedBy={describedBy}
      onFocus={onFocus}
      onUse={onUse}
      onBlur={onBlur}
      endDecorator={
        <button
          type="button"
          className="btn btn-plain btn-icon"
          aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOffIcon fontSize="sm" /> : <EyeIcon fontSize="sm" />}
        </button>
      }
    />
  );
}
