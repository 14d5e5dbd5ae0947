import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ScenarioSummary } from './catalogue';
import { DEFAULT_SCENARIOS_DIR } from './paths';
import { ScenarioError } from './scenario/scenario-error';
import { buildSimulatorServer, createSimulator } from './simulator';

const USAGE = `usage: pnpm sim <command>

commands:
  list [--json]                      the scenario catalogue (--json: a JSON array, nothing else)
  serve --port N [--host 127.0.0.1]  serve the upstream REST API at the root of that port
                                     (control API under /__sim)
  help                               this text

env: SCENARIOS_DIR  scenarios directory (default: the repo's scenarios/)`;

class UsageError extends Error {}

/** `pnpm sim` runs with cwd packages/simulator; a relative SCENARIOS_DIR means where pnpm was run. */
function scenariosDir(): string {
  const fromEnv = process.env.SCENARIOS_DIR?.trim();
  if (!fromEnv) return DEFAULT_SCENARIOS_DIR;
  return resolve(process.env.INIT_CWD ?? process.cwd(), fromEnv);
}

function parse(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (cause) {
    throw new UsageError((cause as Error).message);
  }
}

function table(catalogue: ScenarioSummary[]): string {
  const rows = catalogue.map((s) => [
    s.name,
    s.title,
    s.codes.join(', ') || '-',
    s.accounts.map((a) => `${a.email} / ${a.password}`).join('; '),
  ]);
  const head = ['NAME', 'TITLE', 'CODES', 'ACCOUNTS'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

function portOf(raw: string | undefined): number {
  if (raw === undefined) throw new UsageError('serve needs --port N');
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${raw}"`);
  }
  return port;
}

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);

  if (command === 'list') {
    if (values.port !== undefined) throw new UsageError('list takes no --port');
    const simulator = await createSimulator({ scenariosDir: scenariosDir() });
    const catalogue = simulator.catalogue();
    process.stdout.write(`${values.json ? JSON.stringify(catalogue, null, 2) : table(catalogue)}\n`);
    return 0;
  }

  if (command === 'serve') {
    if (values.json) throw new UsageError('serve takes no --json');
    const port = portOf(values.port);
    const host = values.host;
    const app = await buildSimulatorServer({ scenariosDir: scenariosDir() });
    await app.listen({ port, host });
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address !== null ? address.port : port;
    process.stdout.write(`simulator listening on http://${host}:${actualPort}\n`);
    const stop = () => {
      void app.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return new Promise<number>(() => {
      // Serves until a signal stops it.
    });
  }

  throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else if (error instanceof ScenarioError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`simulator: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
