import Alert from '@mui/joy/Alert';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { SIM_PICKER_NS } from './i18n';
import { useScenarioErrors } from './queries';
import { ScenarioIssueList } from './scenario-errors';
import { notLoadedProblem, type SimNotice } from './sim-notice';

/**
 * The page's refused `?scenario=`: a scenario whose file did not load says so, with the file, line
 * and problem (a tester who followed a link to it learns why); any other name is unknown, and the
 * known ones are listed. The gateway's notice carries the problem itself, so a browser the control
 * API refuses learns it too; only a page no gateway served (`pnpm dev`'s own) asks the control API.
 */
export function ScenarioRefusal({ refusal, fromGateway }: { refusal: SimNotice; fromGateway: boolean }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  // The gateway's notice has already judged the name: a problem it does not carry is none.
  const ask = !fromGateway && refusal.problem === undefined;
  const errors = useScenarioErrors(ask);
  // Nothing until the load errors are known: an alert read out as "unknown", then corrected, would mislead.
  if (ask && errors.isPending) return null;
  const problem = refusal.problem ?? notLoadedProblem(errors.data, refusal.scenario);
  return (
    <Alert color="danger" variant="soft" role="alert" sx={{ m: 1, overflowWrap: 'anywhere' }}>
      {problem === undefined ? (
        t('unknownScenario', { name: refusal.scenario, known: refusal.known.join(', ') })
      ) : (
        <div>
          <Typography level="body-sm" textColor="inherit">
            {t('notLoadedScenario', { name: refusal.scenario, file: problem.file, summary: problem.summary })}
          </Typography>
          <ScenarioIssueList issues={problem.issues} />
        </div>
      )}
    </Alert>
  );
}
