// `pnpm upstream <command>`: the documents handed to the upstream team, and the conformance run
// an integrator points at a real upstream. See docs/operator-guide.md, "Before go-live".
import { writeFileSync } from 'node:fs';
import { openApiText, pactText } from './documents';
import { OPENAPI_PATH, PACT_PATH } from './paths';

const USAGE = `usage: pnpm upstream openapi   write docs/upstream/openapi.json from the contracts
       pnpm upstream pact      write docs/upstream/portal-upstream.pact.json from the scenarios' probes
       pnpm upstream check --url U [--account email:password] [--allow-writes] [--out DIR]
                               check a running upstream against the contracts (UPSTREAM_ACCOUNT instead of --account)`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'openapi') {
    writeFileSync(OPENAPI_PATH, await openApiText());
    console.log(`wrote ${OPENAPI_PATH}`);
    return 0;
  }
  if (command === 'pact') {
    writeFileSync(PACT_PATH, await pactText());
    console.log(`wrote ${PACT_PATH}`);
    return 0;
  }
  if (command === 'check') {
    const { runCheckCommand } = await import('./check-command');
    return runCheckCommand(rest, process.env);
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
