import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioProblem } from './api';
import { SIM_PICKER_NS } from './i18n';
import { useScenarioErrors } from './queries';

/** Where a scenario file went wrong: each issue with its line, column and field. */
export function ScenarioIssueList({ issues }: { issues: ScenarioProblem['issues'] }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, listStyleType: 'circle' }}>
      {issues.map((issue) => (
        <Typography
          component="li"
          level="body-xs"
          // Typography is a block: list-item brings the list's markers back.
          sx={{ display: 'list-item', mt: 0.25 }}
          key={`${issue.file ?? ''}:${issue.line}:${issue.column}:${issue.path}`}
        >
          {/* Another file only when the problem sits in one (a fixture it extends). */}
          {issue.file === undefined ? '' : `${issue.file}: `}
          {t('scenarioErrors.issue', {
            line: issue.line,
            column: issue.column,
            field: issue.path,
            message: issue.message,
          })}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The scenario files that did not load (GET /__sim/scenario-errors), where the tester looks for a
 * scenario: each with its file, line, column and field. Nothing when every file loaded; a broken
 * file under SIM_WATCH keeps its last good version in the list below, and is named here.
 */
export function ScenarioErrors() {
  const { t } = useTranslation(SIM_PICKER_NS);
  const headingId = useId();
  const errors = useScenarioErrors().data ?? [];
  if (errors.length === 0) return null;
  return (
    <Alert
      color="danger"
      variant="soft"
      role="region"
      aria-labelledby={headingId}
      data-testid="sim-scenario-errors"
      sx={{ alignItems: 'flex-start', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography id={headingId} level="title-sm" component="h3" color="danger">
        {t('scenarioErrors.heading', { count: errors.length })}
      </Typography>
      <Typography level="body-xs">{t('scenarioErrors.hint')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
        {errors.map((problem) => (
          <li key={problem.file}>
            <Typography level="body-sm">
              <Box component="code" sx={{ fontFamily: 'code', fontWeight: 'lg' }}>
                {problem.file}
              </Box>
              {`: ${problem.summary}`}
            </Typography>
            {problem.issues.length > 0 ? <ScenarioIssueList issues={problem.issues} /> : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
