import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDuration, SIM_LIMITS } from '@portal/contracts/sim-controls';
// Light imports only: the control commands (clock, reset, coverage...) must start fast, so the
// simulator, the scenario loader and the recorder are imported where a command needs them (the
// bundle is split, scripts/node-bundles.mjs).
import { FAULT_KINDS } from '@portal/contracts/sim-fault-kinds';
import {
  type ControlBase,
  ControlError,
  controlBase,
  controlBaseNote,
  controlCall,
  DEFAULT_CONTROL_URL,
} from './cli-control';
import { DEFAULT_SCENARIOS_DIR } from './paths';
import type { ScenarioSummary } from './scenario/catalogue';
import type { ScenarioProblem } from './scenario/scenario-error';

const USAGE = `usage: pnpm sim <command>

commands:
  list [--json]                        the scenario catalogue (--json: a JSON array, nothing else)
  validate                             load every scenario: "N scenarios OK", or the file, line
                                       and problem (exit 1)
  serve --port N [--host 127.0.0.1] [--watch] [--max-worlds 1000] [--scenario NAME]
                                       serve the upstream REST API at the root of that port
                                       (control API under /__sim); --watch reloads changed scenarios;
                                       --max-worlds: worlds kept before the least recently used go;
                                       --scenario: the shared world's scenario (default: default)
  clock --world ID [--advance 8m|90s|1h30m] [--url URL] [--token T]
                                       read a world's clock, or move it forward (8m, 90s, 1h30m, 250ms)
  reset --world ID [--url URL] [--token T]
                                       put a world back to its scenario's start
  override --world ID --route NAME [--error CODE] [--status N] [--kind KIND] [--delay 3s]
           [--times N] [--email E] [--client CLI_UUID] [--url URL] [--token T]
                                       add a run-time override (kinds: ${FAULT_KINDS.join(', ')})
  override --world ID [--list | --clear]
                                       list the world's overrides, or remove the run-time ones
  journal --world ID [--clear] [--url URL] [--token T]
                                       the upstream calls the world received (or empty the journal)
  coverage [--url URL] [--token T]     which catalogue codes testers were shown since the gateway
                                       started, across worlds, and which not yet (JSON)
  record FILE --name NAME [--force]    turn a session recorded in proxy mode (RECORD_DIR) into
                                       scenarios/NAME.yaml and replay its probes; open it with
                                       ?scenario=NAME (--force: replace a scenario of that name)
  help                                 this text

--url    the portal (or pnpm sim serve) to control, such as http://127.0.0.1:4010 (/__sim is
         added); else env SIM_URL, else http://127.0.0.1:$PORT when PORT is set (as for
         pnpm start), else ${DEFAULT_CONTROL_URL}. The choice is said on stderr.
--token  the control token, sent as a bearer (default: env SIM_CONTROL_TOKEN)

env: SCENARIOS_DIR      scenarios directory (default: the repo's scenarios/)
     SIM_URL, PORT      the portal the control commands talk to (see --url)
     SIM_CONTROL_TOKEN  serve: the control API then needs this token; without it, loopback only`;

class UsageError extends Error {}

const OPTIONS = {
  json: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  watch: { type: 'boolean' },
  'max-worlds': { type: 'string' },
  world: { type: 'string' },
  advance: { type: 'string' },
  url: { type: 'string' },
  token: { type: 'string' },
  route: { type: 'string' },
  error: { type: 'string' },
  status: { type: 'string' },
  kind: { type: 'string' },
  delay: { type: 'string' },
  times: { type: 'string' },
  email: { type: 'string' },
  client: { type: 'string' },
  list: { type: 'boolean' },
  clear: { type: 'boolean' },
  name: { type: 'string' },
  scenario: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
type OptionName = keyof typeof OPTIONS;

/** Which options each command takes; anything else is a usage error, not silently ignored. */
const COMMAND_OPTIONS: Record<string, readonly OptionName[]> = {
  list: ['json'],
  validate: [],
  serve: ['port', 'host', 'watch', 'max-worlds', 'scenario'],
  clock: ['world', 'advance', 'url', 'token'],
  reset: ['world', 'url', 'token'],
  override: [
    'world',
    'url',
    'token',
    'route',
    'error',
    'status',
    'kind',
    'delay',
    'times',
    'email',
    'client',
    'list',
    'clear',
  ],
  journal: ['world', 'url', 'token', 'clear'],
  coverage: ['url', 'token'],
  record: ['name', 'force'],
};

/** `pnpm sim` runs with cwd packages/simulator; a relative SCENARIOS_DIR means where pnpm was run. */
function scenariosDir(): string {
  const fromEnv = process.env.SCENARIOS_DIR?.trim();
  if (!fromEnv) return DEFAULT_SCENARIOS_DIR;
  return resolve(process.env.INIT_CWD ?? process.cwd(), fromEnv);
}

function parse(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (cause) {
    throw new UsageError((cause as Error).message);
  }
}
type Values = ReturnType<typeof parse>['values'];

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

/** The files that did not load, for `list`: each with its line, column and field. */
function brokenFiles(problems: readonly ScenarioProblem[]): string {
  const lines = [`${problems.length} scenario file${problems.length === 1 ? '' : 's'} did not load:`];
  for (const p of problems) {
    lines.push(`${p.file}: ${p.summary}`);
    for (const i of p.issues) {
      lines.push(
        `  - ${i.file ? `${i.file} ` : ''}line ${i.line}, column ${i.column}, at ${i.path}: ${i.message}`,
      );
    }
  }
  return lines.join('\n');
}

function portOf(raw: string | undefined): number {
  if (raw === undefined) throw new UsageError('serve needs --port N');
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${raw}"`);
  }
  return port;
}

function maxWorldsOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new UsageError(`--max-worlds must be a whole number of at least 1, not "${raw}"`);
  }
  return Number(raw);
}

/**
 * The control API's base URL (--url, SIM_URL, PORT or the default; said on stderr, one line) and
 * the bearer token when there is one.
 */
function controlTarget(values: Values) {
  let chosen: ControlBase;
  try {
    chosen = controlBase(values.url, process.env);
  } catch (cause) {
    throw new UsageError((cause as Error).message);
  }
  process.stderr.write(`${controlBaseNote(chosen)}\n`);
  const token = values.token ?? process.env.SIM_CONTROL_TOKEN?.trim();
  return { base: chosen.base, token: token || undefined };
}

/** `${url}/worlds/${id}` for clock and reset, with the bearer token when there is one. */
function worldTarget(command: string, values: Values) {
  if (!values.world?.trim()) throw new UsageError(`${command} needs --world ID`);
  const { base, token } = controlTarget(values);
  return { worldUrl: `${base}/worlds/${encodeURIComponent(values.world.trim())}`, token };
}

const printJson = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

const MIN_CONTROL_TOKEN_LENGTH = SIM_LIMITS.minControlTokenLength;

function controlTokenFromEnv(): string | undefined {
  const token = process.env.SIM_CONTROL_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < MIN_CONTROL_TOKEN_LENGTH) {
    throw new UsageError(`SIM_CONTROL_TOKEN must have at least ${MIN_CONTROL_TOKEN_LENGTH} characters`);
  }
  return token;
}

async function serve(values: Values): Promise<number> {
  const port = portOf(values.port);
  const host = values.host ?? '127.0.0.1';
  const maxWorlds = maxWorldsOf(values['max-worlds']);
  const { buildSimulatorServer } = await import('./simulator');
  const app = await buildSimulatorServer({
    scenariosDir: scenariosDir(),
    // One broken file never stops the others from serving; it is said below and at /__sim/scenario-errors.
    scenarioFiles: 'lenient',
    watch: values.watch === true,
    // No token: the control API answers this machine only (http/control-access.ts).
    controlToken: controlTokenFromEnv(),
    ...(maxWorlds === undefined ? {} : { maxWorlds }),
    ...(values.scenario?.trim() ? { defaultScenario: values.scenario.trim() } : {}),
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  process.stdout.write(`simulator listening on http://${host}:${actualPort}\n`);
  const asked = await app.inject({ method: 'GET', url: '/__sim/scenario-errors' });
  const broken = (asked.json() as { errors?: ScenarioProblem[] }).errors ?? [];
  if (broken.length > 0) process.stderr.write(`${brokenFiles(broken)}\n`);
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {
    // Serves until a signal stops it.
  });
}

const wholeNumber = (flag: string, raw: string): number => {
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${flag} must be a whole number, not "${raw}"`);
  return Number(raw);
};

/** `override`: add one (the simulator validates it and says what is wrong), list, or clear. */
async function override(values: Values): Promise<number> {
  const { worldUrl, token } = worldTarget('override', values);
  const url = `${worldUrl}/overrides`;
  if (values.list || values.clear) {
    if (values.route !== undefined) throw new UsageError('--list and --clear take no --route');
    printJson(await controlCall({ url, method: values.clear ? 'DELETE' : 'GET', token }));
    return 0;
  }
  if (values.route === undefined) throw new UsageError('override needs --route NAME (or --list / --clear)');
  const delayMs = values.delay === undefined ? undefined : parseDuration(values.delay);
  if (values.delay !== undefined && delayMs === undefined) {
    throw new UsageError(`--delay must be like 3s or 500ms, not "${values.delay}"`);
  }
  const match = {
    ...(values.email === undefined ? {} : { email: values.email }),
    ...(values.client === undefined ? {} : { cli_uuid: values.client }),
  };
  const body = {
    route: values.route,
    ...(values.error === undefined ? {} : { error: values.error }),
    ...(values.status === undefined ? {} : { status: wholeNumber('status', values.status) }),
    ...(values.kind === undefined ? {} : { kind: values.kind }),
    ...(delayMs === undefined ? {} : { delayMs }),
    ...(values.times === undefined ? {} : { times: wholeNumber('times', values.times) }),
    ...(Object.keys(match).length === 0 ? {} : { match }),
  };
  printJson(await controlCall({ url, method: 'POST', body, token }));
  return 0;
}

/** `record FILE --name NAME`: the scenario file, its accounts, and whether its probes replayed. */
async function record(file: string | undefined, values: Values): Promise<number> {
  if (file === undefined) throw new UsageError('record needs the recording FILE (from RECORD_DIR)');
  const name = values.name?.trim();
  if (!name)
    throw new UsageError('record needs --name NAME (the scenario name, such as recorded/my-journey)');
  const { recordScenario } = await import('./record-command');
  const result = await recordScenario({
    file: resolve(process.env.INIT_CWD ?? process.cwd(), file),
    name,
    scenariosDir: scenariosDir(),
    force: values.force === true,
  });
  const out = [
    `wrote ${result.scenarioFile}`,
    `open the portal with ?scenario=${name}; sign in as ${result.accounts.map((a) => `${a.email} / ${a.password}`).join(', ')}`,
    ...result.notReplayed.map((line) => `not replayed: ${line}`),
  ];
  if (result.otherFilesBroken.length > 0) {
    process.stderr.write(
      `other scenario files of the folder do not load (the new one does):\n${result.otherFilesBroken.join('\n')}\n`,
    );
  }
  if (result.failures === '') {
    out.push(`${result.probes} probe${result.probes === 1 ? '' : 's'} replay as recorded`);
    process.stdout.write(`${out.join('\n')}\n`);
    return 0;
  }
  process.stdout.write(`${out.join('\n')}\n`);
  process.stderr.write(`some calls do not replay as recorded:\n${result.failures}\n`);
  return 1;
}

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command === undefined) throw new UsageError('missing command');
  const allowed = COMMAND_OPTIONS[command];
  if (allowed === undefined) throw new UsageError(`unknown command "${command}"`);
  // Only record takes an argument: the recording's file.
  const [file, ...beyond] = command === 'record' ? extra : [undefined, ...extra];
  if (beyond.length > 0) throw new UsageError(`unexpected argument "${beyond[0]}"`);
  const stray = (Object.keys(values) as OptionName[]).find((name) => !allowed.includes(name));
  if (stray !== undefined) throw new UsageError(`${command} takes no --${stray}`);

  switch (command) {
    case 'list': {
      const { createSimulator } = await import('./simulator');
      // Lenient: the scenarios that load are listed, and each file that does not is said after them.
      const simulator = await createSimulator({ scenariosDir: scenariosDir(), scenarioFiles: 'lenient' });
      const catalogue = simulator.catalogue();
      process.stdout.write(`${values.json ? JSON.stringify(catalogue, null, 2) : table(catalogue)}\n`);
      const broken = simulator.scenarioErrors();
      if (broken.length === 0) return 0;
      process.stderr.write(`${brokenFiles(broken)}\n`);
      return 1;
    }
    case 'validate': {
      const { createSimulator } = await import('./simulator');
      const count = (await createSimulator({ scenariosDir: scenariosDir() })).catalogue().length;
      process.stdout.write(`${count} scenario${count === 1 ? '' : 's'} OK\n`);
      return 0;
    }
    case 'serve':
      return serve(values);
    case 'clock': {
      const { worldUrl, token } = worldTarget(command, values);
      if (values.advance === undefined) {
        printJson(await controlCall({ url: `${worldUrl}/clock`, method: 'GET', token }));
        return 0;
      }
      const advanceMs = parseDuration(values.advance);
      if (advanceMs === undefined) {
        throw new UsageError(`--advance must be like 8m, 90s, 2h or 1h30m, not "${values.advance}"`);
      }
      printJson(await controlCall({ url: `${worldUrl}/clock`, method: 'POST', body: { advanceMs }, token }));
      return 0;
    }
    case 'override':
      return override(values);
    case 'journal': {
      const { worldUrl, token } = worldTarget(command, values);
      const method = values.clear ? 'DELETE' : 'GET';
      printJson(await controlCall({ url: `${worldUrl}/journal`, method, token }));
      return 0;
    }
    case 'record':
      return record(file, values);
    case 'coverage': {
      const { base, token } = controlTarget(values);
      printJson(await controlCall({ url: `${base}/coverage`, method: 'GET', token }));
      return 0;
    }
    default: {
      const { worldUrl, token } = worldTarget(command, values);
      printJson(await controlCall({ url: `${worldUrl}/reset`, method: 'POST', body: {}, token }));
      return 0;
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else if (error instanceof ControlError || (error instanceof Error && error.name === 'ScenarioError')) {
      // ScenarioError by name: importing its class would load the scenario code for every command.
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`simulator: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
