import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runCheck } from './check';
import { checkMarkdown } from './check-report';

export interface CheckCommandIo {
  /** Where a line for the operator goes (stdout). */
  print: (line: string) => void;
  fetch?: typeof fetch;
}

/** `email:password`, split at the first colon (a password may hold colons, an e-mail may not). */
export function parseAccount(account: string): { email: string; password: string } | undefined {
  const at = account.indexOf(':');
  if (at <= 0 || at === account.length - 1) return undefined;
  return { email: account.slice(0, at), password: account.slice(at + 1) };
}

/**
 * `pnpm upstream check --url U [--account email:password] [--allow-writes] [--out DIR]`:
 * writes upstream-check.md and upstream-check.json to DIR and prints one line per broken call.
 * Exit 1 when anything is broken or the run could not sign in, 2 for bad arguments. Never
 * prints the password or the token.
 */
export async function runCheckCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CheckCommandIo = { print: (line) => console.log(line) },
): Promise<number> {
  let values: { url?: string; account?: string; 'allow-writes'?: boolean; out?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        url: { type: 'string' },
        account: { type: 'string' },
        'allow-writes': { type: 'boolean' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    io.print(`upstream check: ${(error as Error).message}`);
    return 2;
  }
  const account = parseAccount(values.account ?? env.UPSTREAM_ACCOUNT ?? '');
  if (values.url === undefined || account === undefined) {
    io.print('upstream check: needs --url and --account email:password (or UPSTREAM_ACCOUNT)');
    return 2;
  }
  // pnpm runs the package script in packages/conformance; a relative --out is the caller's.
  const out = resolve(env.INIT_CWD ?? process.cwd(), values.out ?? 'upstream-check');
  let report: Awaited<ReturnType<typeof runCheck>>;
  try {
    report = await runCheck({
      url: values.url,
      ...account,
      allowWrites: values['allow-writes'] === true,
      ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
    });
  } catch (error) {
    io.print(`upstream check: ${(error as Error).message}`);
    return 1;
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'upstream-check.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(out, 'upstream-check.md'), checkMarkdown(report));
  const broken = report.endpoints.filter((e) => e.result === 'broken');
  for (const e of broken) {
    io.print(
      `broken: ${e.call} ${e.findings.map((f) => `${f.field} ${f.code} (${f.assumptions.join(', ')})`).join('; ')}`,
    );
  }
  const held = report.endpoints.filter((e) => e.result === 'held').length;
  io.print(
    `${held} calls held, ${broken.length} broken; report in ${join(out, 'upstream-check.md')} and .json`,
  );
  return broken.length === 0 ? 0 : 1;
}
