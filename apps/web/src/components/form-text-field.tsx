import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  /** Read-only rather than disabled while a request runs, so keyboard focus is not lost. */
  readOnly?: boolean;
  endDecorator?: ReactNode;
}

/**
 * A labelled, required text input bound to react-hook-form. Validation messages are i18n keys
 * (the contracts' schemas use them), translated here and tied to the input.
 */
export function FormTextField<T extends FieldValues>(props: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} required>
          <FormLabel>{props.label}</FormLabel>
          <Input
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            readOnly={props.readOnly}
            slotProps={{ input: { ref: field.ref, 'aria-invalid': fieldState.invalid } }}
            endDecorator={props.endDecorator}
          />
          {fieldState.error?.message ? <FormHelperText>{t(fieldState.error.message)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
