import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { ERROR_CODES } from '@portal/contracts/errors';
import { formatDuration } from '@portal/contracts/portal';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Override } from './api';
import { ClearButton, FeedbackLine, QueryFailure, useFeedback } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import {
  EMPTY_OVERRIDE_FORM,
  fieldsFor,
  OVERRIDE_MODES,
  type OverrideField,
  type OverrideFormErrors,
  type OverrideFormValues,
  type OverrideMode,
  ROUTE_NAMES,
  routeLabel,
  toOverrideInput,
} from './override-form';
import { useAddOverride, useClearOverrides, useOverrides, useRemoveOverride } from './queries';

const labelOf = (route: string) => (route in ENDPOINTS ? routeLabel(route as EndpointName) : route);

/** A Joy Select labelled like the text fields (its button is not a labelable element). */
function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const labelId = useId();
  return (
    <FormControl error={props.error !== undefined}>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <Select
        value={props.value}
        onChange={(_event, value) => value !== null && props.onChange(value)}
        slotProps={{
          button: { 'aria-labelledby': labelId },
          listbox: { sx: { maxHeight: 320, zIndex: 1400 } },
        }}
      >
        {props.options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Select>
      {props.error ? <FormHelperText>{props.error}</FormHelperText> : null}
    </FormControl>
  );
}

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  inputMode?: 'numeric' | 'email' | 'text';
}) {
  return (
    <FormControl error={props.error !== undefined} sx={{ flex: 1, minWidth: 140 }}>
      <FormLabel>{props.label}</FormLabel>
      <Input
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        slotProps={{
          input: { inputMode: props.inputMode ?? 'text', autoComplete: 'off', spellCheck: false },
        }}
      />
      {props.error || props.hint ? <FormHelperText>{props.error ?? props.hint}</FormHelperText> : null}
    </FormControl>
  );
}

function OverrideForm() {
  const { t } = useTranslation(SIM_PICKER_NS);
  const add = useAddOverride();
  const { feedback, success, failure } = useFeedback();
  const [values, setValues] = useState<OverrideFormValues>(EMPTY_OVERRIDE_FORM);
  const [errors, setErrors] = useState<OverrideFormErrors>({});
  const set = (field: OverrideField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: OverrideField) => (errors[field] ? t(errors[field]) : undefined);
  const uses = fieldsFor(values.mode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toOverrideInput(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    add.mutate(result.input, {
      onSuccess: () => success(t('override.added', { route: labelOf(result.input.route) })),
      onError: failure,
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="sim-picker-override-heading">
      <Typography id="sim-picker-override-heading" level="title-md" component="h3">
        {t('override.heading')}
      </Typography>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        {t('override.hint')}
      </Typography>
      <Stack spacing={1.5}>
        <SelectField
          label={t('override.route')}
          value={values.route}
          options={ROUTE_NAMES.map((name) => ({ value: name, label: routeLabel(name) }))}
          onChange={set('route')}
          error={error('route')}
        />
        <SelectField<OverrideMode>
          label={t('override.mode')}
          value={values.mode}
          options={OVERRIDE_MODES.map((mode) => ({ value: mode, label: t(`override.modes.${mode}`) }))}
          onChange={(mode) => setValues((v) => ({ ...v, mode }))}
        />
        {uses.error ? (
          <SelectField
            label={t('override.error')}
            value={values.error}
            options={[
              { value: '', label: t('override.noError') },
              ...ERROR_CODES.map((c) => ({ value: c, label: c })),
            ]}
            onChange={set('error')}
            error={error('error')}
          />
        ) : null}
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
          {uses.status ? (
            <TextField
              label={t('override.status')}
              value={values.status}
              onChange={set('status')}
              hint={t('override.statusHint')}
              error={error('status')}
              inputMode="numeric"
            />
          ) : null}
          {uses.delay ? (
            <TextField
              label={t('override.delay')}
              value={values.delay}
              onChange={set('delay')}
              hint={t('override.delayHint')}
              error={error('delay')}
            />
          ) : null}
          {uses.drip ? (
            <TextField
              label={t('override.drip')}
              value={values.drip}
              onChange={set('drip')}
              hint={t('override.dripHint')}
              error={error('drip')}
            />
          ) : null}
          <TextField
            label={t('override.times')}
            value={values.times}
            onChange={set('times')}
            hint={t('override.timesHint')}
            error={error('times')}
            inputMode="numeric"
          />
        </Stack>
        {uses.body ? (
          <TextField
            label={t('override.body')}
            value={values.body}
            onChange={set('body')}
            hint={t('override.bodyHint')}
            error={error('body')}
          />
        ) : null}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" level="title-sm" sx={{ mb: 1, p: 0 }}>
            {t('override.matchHeading')}
          </Typography>
          <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="flex-end">
            <TextField
              label={t('override.email')}
              value={values.email}
              onChange={set('email')}
              error={error('email')}
              inputMode="email"
            />
            <TextField label={t('override.cliUuid')} value={values.cliUuid} onChange={set('cliUuid')} />
          </Stack>
        </Box>
        <Box>
          <Button type="submit" loading={add.isPending}>
            {t('override.add')}
          </Button>
        </Box>
        <FeedbackLine feedback={feedback} />
      </Stack>
    </Box>
  );
}

function describe(
  override: Override,
  t: (key: string, options?: Record<string, unknown>) => string,
): ReactNode {
  const parts = [
    override.kind ? t(`override.modes.${override.kind}`) : undefined,
    override.error,
    override.status === undefined ? undefined : String(override.status),
    override.delayMs === undefined ? undefined : formatDuration(override.delayMs),
    override.match?.email,
    override.match?.cli_uuid,
  ].filter((part): part is string => part !== undefined);
  return parts.join(' · ');
}

function OverrideList() {
  const { t } = useTranslation(SIM_PICKER_NS);
  const overrides = useOverrides();
  const remove = useRemoveOverride();
  const clear = useClearOverrides();
  const { feedback, success, failure } = useFeedback();
  if (overrides.isError)
    return <QueryFailure error={overrides.error} retry={() => void overrides.refetch()} />;
  const list = overrides.data ?? [];
  return (
    <Box>
      <Typography level="title-md" component="h3">
        {t('override.list')}
      </Typography>
      {list.length === 0 ? (
        <Typography level="body-sm">{t('override.none')}</Typography>
      ) : (
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {list.map((o) => (
            <ListItem
              key={o.id}
              endAction={
                o.source === 'runtime' ? (
                  <Button
                    size="sm"
                    variant="plain"
                    color="danger"
                    aria-label={t('override.removeNamed', { route: labelOf(o.route) })}
                    onClick={() =>
                      remove.mutate(o.id, {
                        onSuccess: () => success(t('override.removed')),
                        onError: failure,
                      })
                    }
                  >
                    {t('override.remove')}
                  </Button>
                ) : undefined
              }
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
                  {labelOf(o.route)}{' '}
                  <Chip size="sm" variant="soft">
                    {t(`override.source.${o.source}`)}
                  </Chip>
                </Typography>
                <Typography level="body-xs">
                  {describe(o, t)}
                  {' · '}
                  {o.remaining === undefined || o.remaining === null
                    ? t('override.always')
                    : t('override.left', { left: o.remaining })}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {list.some((o) => o.source === 'runtime') ? (
        <ClearButton
          label={t('override.clear')}
          done={t('override.cleared')}
          clear={clear}
          feedback={{ success, failure }}
        />
      ) : null}
      <FeedbackLine feedback={feedback} />
    </Box>
  );
}

/** Run-time overrides: add one (a scripted reply or a fault) and see or remove those in force. */
export function OverridesTab() {
  return (
    <Stack spacing={3}>
      <OverrideForm />
      <OverrideList />
    </Stack>
  );
}
