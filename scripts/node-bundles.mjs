// The Node programs `pnpm start` and `pnpm sim` run, bundled with esbuild so nothing transpiles
// TypeScript at run time (decision 005). A bundle is rebuilt when any file it was built from is
// newer than it, so a fresh clone and an edited source both just work. Nothing here writes to
// stdout: `pnpm sim list --json` must print only JSON.
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const BUNDLES = {
  gateway: { packageDir: 'apps/gateway', entry: 'src/main.ts', outfile: 'dist/main.mjs' },
  // yaml and zod go inside the CLI's bundle: resolving and loading them as packages was a tenth of
  // `pnpm sim list`'s time (docs/performance.md).
  sim: {
    packageDir: 'packages/simulator',
    entry: 'src/cli.ts',
    outfile: 'dist/cli.mjs',
    inline: ['yaml', 'zod'],
    // Split: the control commands (clock, reset, coverage...) load only the CLI's own chunk; the
    // simulator, the scenario loader, yaml and zod come in when list, validate, serve or record
    // import them (docs/performance.md).
    splitting: true,
  },
};

const THIS_FILE = fileURLToPath(import.meta.url);

function paths(name) {
  const bundle = BUNDLES[name];
  if (!bundle) throw new Error(`unknown bundle "${name}"; known: ${Object.keys(BUNDLES).join(', ')}`);
  const packageDir = join(REPO_ROOT, bundle.packageDir);
  const outfile = join(packageDir, bundle.outfile);
  return { packageDir, entry: join(packageDir, bundle.entry), outfile, inputsFile: `${outfile}.inputs.json` };
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY; // a deleted input means the bundle is stale
  }
};

/** True when the bundle is missing or any file it was built from changed after it. */
export function isStale(name) {
  const { outfile, inputsFile } = paths(name);
  if (!existsSync(outfile) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(outfile).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.some((input) => mtime(join(REPO_ROOT, input)) > builtAt);
}

/**
 * Workspace packages (@portal/*) export TypeScript sources, so they are bundled; every other
 * package stays an import of node_modules when the bundle's own package can resolve it (pnpm only
 * links declared dependencies), and is bundled otherwise.
 */
function externalsPlugin(packageDir, inline = []) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  const packageName = (specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    name: 'own-dependencies-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageName(args.path);
        if (name.startsWith('@portal/') || !declared.has(name) || inline.includes(name)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** A CLI started before a rebuild imports its chunks within moments; older leftovers can go. */
const CHUNK_GRACE_MS = 10 * 60_000;

/** Removes the chunks of earlier builds (named by content, they would pile up with every rebuild). */
function pruneChunks(dir, outputFiles) {
  const current = new Set(outputFiles.map((output) => output.path));
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (current.has(file) || Date.now() - mtime(file) < CHUNK_GRACE_MS) continue;
    try {
      unlinkSync(file);
    } catch {
      // Another build removed it first.
    }
  }
}

/** Builds one bundle; writes through temporary files and renames, so parallel starts never read half a file. */
export async function buildBundle(name) {
  const { packageDir, entry, outfile, inputsFile } = paths(name);
  const esbuild = await import('esbuild');
  const splitting = BUNDLES[name].splitting === true;
  const result = await esbuild.build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    // Split chunks are named by their content, so a rebuild never overwrites a chunk that a
    // running CLI may still import; only the entry file is renamed into place.
    ...(splitting
      ? {
          outdir: dirname(outfile),
          splitting: true,
          entryNames: basename(outfile, '.mjs'),
          chunkNames: 'chunks/[name]-[hash]',
          outExtension: { '.js': '.mjs' },
        }
      : { outfile }),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [externalsPlugin(packageDir, BUNDLES[name].inline)],
    // A bundled CommonJS package (yaml in the gateway) calls require(); an ES module has none.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const inputs = [
    ...Object.keys(result.metafile.inputs),
    relative(REPO_ROOT, THIS_FILE),
    relative(REPO_ROOT, join(packageDir, 'package.json')),
  ];
  await mkdir(dirname(outfile), { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(inputsFile + suffix, `${JSON.stringify(inputs, null, 2)}\n`);
  renameSync(inputsFile + suffix, inputsFile);
  for (const output of result.outputFiles) {
    await mkdir(dirname(output.path), { recursive: true });
    writeFileSync(output.path + suffix, output.contents);
  }
  // The entry last: when it names new chunks, they are already there.
  for (const output of result.outputFiles) {
    if (output.path !== outfile) renameSync(output.path + suffix, output.path);
  }
  renameSync(outfile + suffix, outfile);
  if (splitting) pruneChunks(join(dirname(outfile), 'chunks'), result.outputFiles);
  return outfile;
}

/** The bundle's path, rebuilt first when stale (saying so on stderr). */
export async function ensureBundle(name) {
  const { outfile } = paths(name);
  if (!isStale(name)) return outfile;
  process.stderr.write(
    `${existsSync(outfile) ? 'Sources changed: rebuilding' : 'Building'} ${relative(REPO_ROOT, outfile)}…\n`,
  );
  return buildBundle(name);
}

/** Runs a bundle in this process (its main module reads process.argv and process.env as usual). */
export async function runBundle(name) {
  await import(pathToFileURL(await ensureBundle(name)).href);
}
