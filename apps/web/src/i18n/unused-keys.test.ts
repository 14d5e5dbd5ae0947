import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Json = Record<string, unknown>;

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
// The contracts name message keys too (the flows' alerts, the launch decisions).
const CONTRACTS = join(SRC, '../../../packages/contracts/src');

/** Every key of a locale file, as dotted paths, plural suffixes folded onto their base key. */
function keysOf(value: Json, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'object' && child !== null) return keysOf(child as Json, path);
    return [path.replace(/_(zero|one|two|few|many|other)$/, '')];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted string in the app's code (t('…'), i18nKey="…", key constants, titleKey: '…'). */
const literals = new Set(
  [...sourceFiles(SRC), ...sourceFiles(CONTRACTS)].flatMap((file) =>
    // A key may name its namespace (`password:form.mismatch`): the key is what follows.
    [...readFileSync(file, 'utf8').matchAll(/['"`](?:[\w-]+:)?([A-Za-z][\w-]*(?:\.[\w-]+)*)['"`]/g)].map(
      (m) => m[1] ?? '',
    ),
  ),
);

/** Key prefixes whose keys come from outside this code, with where from. */
const OUTSIDE_PREFIXES: Record<string, string> = {
  'upstream.': 'message keys the gateway sends (UPSTREAM_FAILURE_KEYS in @portal/contracts)',
  'session.ended': 'why the gateway ended a session (SESSION_END_KEYS in @portal/contracts)',
  'validation.': 'message keys of the contracts’ zod schemas (checked in locales.test.ts)',
};

/**
 * The key prefixes the code completes at run time (`prefix.${x}`), with what completes them. Each
 * must still appear as such a template in the code (checked below), so the list cannot go stale.
 */
const DYNAMIC_PREFIXES: Record<string, string> = {
  'download.systems.': 'the visitor’s operating system (plugin download page)',
  'launch.card.state.': 'an environment card’s state',
  'group.': 'an environment group’s kind from the upstream (DEFAULT, DESKTOP, WEB)',
  'messages.kind.': 'an instance message’s kind',
  'messages.lead.': 'an instance message’s kind',
  'messages.scope.': 'whether a message is about the environment or the client',
  'messages.title.': 'an instance message’s kind',
  'phases.': 'the launch phase shown by the launching page',
  'update.': 'the update-plugin page’s list of reasons (why1..why3)',
  'firstAccess.step': 'the first-access page’s numbered steps',
  'rules.': 'the password policy’s rule ids (password checklist)',
};
const namespaces: [string, string][] = [
  ['translation', join(SRC, 'i18n/locales/en-US.json')],
  ['signed-in', join(SRC, 'i18n/locales/signed-in/en-US.json')],
  ...readdirSync(join(SRC, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'sim-picker')
    .map((entry): [string, string] => [entry.name, join(SRC, 'features', entry.name, 'locales/en-US.json')]),
];

describe.each(namespaces)('%s strings', (_namespace, file) => {
  it('are each used by the code (or listed as built at run time, with a reason)', () => {
    const keys = keysOf(JSON.parse(readFileSync(file, 'utf8')) as Json);
    const unused = keys.filter(
      (key) =>
        !literals.has(key) &&
        ![...Object.keys(OUTSIDE_PREFIXES), ...Object.keys(DYNAMIC_PREFIXES)].some((prefix) =>
          key.startsWith(prefix),
        ),
    );
    expect(unused, relative(SRC, file)).toEqual([]);
  });
});

describe('the key prefixes completed at run time', () => {
  const code = [...sourceFiles(SRC), ...sourceFiles(CONTRACTS)]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  it.each(Object.keys(DYNAMIC_PREFIXES))('%s is still completed in a template literal', (prefix) => {
    expect(code.includes(`\`${prefix}\${`) || code.includes(`:${prefix}\${`)).toBe(true);
  });
});
