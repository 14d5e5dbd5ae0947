import Box from '@mui/joy/Box';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { visuallyHidden } from '../../components/styles';

/** Spec section 4: "Connection phases: launching, establishing, established." */
export type ConnectionPhase = 'launching' | 'establishing' | 'established';
const PHASES: readonly ConnectionPhase[] = ['launching', 'establishing', 'established'];

/** The three phases as a stepper; the current one is announced as it changes. */
export function ConnectionPhases({ phase }: { phase: ConnectionPhase }) {
  const { t } = useTranslation('plugin');
  const current = PHASES.indexOf(phase);
  // The last phase is reached, not "in progress": it shows done.
  const stateOf = (i: number) =>
    i < current || (i === current && phase === 'established')
      ? 'done'
      : i === current
        ? 'current'
        : 'waiting';
  return (
    <Box component="section" aria-label={t('phases.label')}>
      <Stepper
        component="ol"
        orientation="horizontal"
        sx={{ '--Stepper-verticalGap': '0.5rem', '--StepIndicator-size': '2rem', p: 0, m: 0 }}
      >
        {PHASES.map((name, i) => {
          const state = stateOf(i);
          return (
            <Step
              key={name}
              component="li"
              orientation="vertical"
              aria-current={state === 'current' ? 'step' : undefined}
              indicator={
                <StepIndicator
                  variant={state === 'waiting' ? 'outlined' : 'solid'}
                  color={state === 'done' ? 'success' : state === 'current' ? 'primary' : 'neutral'}
                >
                  {state === 'done' ? <CheckIcon fontSize="sm" /> : i + 1}
                </StepIndicator>
              }
              completed={state === 'done'}
              active={state === 'current'}
            >
              <Typography level="title-sm" sx={{ textAlign: 'center' }}>
                {t(`phases.${name}`)}
                <Box component="span" sx={visuallyHidden}>{` (${t(`phases.${state}`)})`}</Box>
              </Typography>
              <Typography level="body-xs" sx={{ textAlign: 'center', display: { xs: 'none', sm: 'block' } }}>
                {t(`phases.${name}Hint`)}
              </Typography>
            </Step>
          );
        })}
      </Stepper>
      <Box role="status" sx={visuallyHidden}>
        {`${t(`phases.${phase}`)}: ${t(`phases.${phase}Hint`)}`}
      </Box>
    </Box>
  );
}
