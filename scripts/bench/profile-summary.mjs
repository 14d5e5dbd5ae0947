// Reads a V8 CPU profile (`node --cpu-prof`, or BENCH_PROFILE_DIR of `pnpm bench gateway`) and
// prints where the samples' self time went: by package or file (a node_modules package, the
// gateway's own bundle, Node's internals, the garbage collector) and by function, each with its
// share of all samples. What the gateway spends above a bare proxy shows up here by name.
// A page's profile (BENCH_WEB_PROFILE of `pnpm bench:web`) names the web build's minified files;
// `--sources <web build directory>` names the packages and source files built into them instead,
// from the build's source maps (source-mapped-frames.mjs).
// Run: node scripts/bench/profile-summary.mjs <file.cpuprofile> [top functions, 40 by default]
//      [--sources apps/web/dist]
import { readFileSync } from 'node:fs';
import { assetOf, sourceMappedFrames } from './source-mapped-frames.mjs';

const args = process.argv.slice(2);
const sourcesAt = args.indexOf('--sources');
const sourcesDir = sourcesAt === -1 ? undefined : args.splice(sourcesAt, 2)[1];
const [file, topArg, ...rest] = args;
const top = Number(topArg ?? 40);
if (
  !file ||
  (sourcesAt !== -1 && (!sourcesDir || sourcesDir.startsWith('--'))) ||
  !Number.isInteger(top) ||
  top < 1 ||
  rest.length > 0 ||
  file.startsWith('--')
) {
  console.error(
    'usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [top] [--sources <web build directory>]',
  );
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const mapFrame = sourcesDir === undefined ? (frame) => frame : sourceMappedFrames(sourcesDir);

/** Where a frame's code lives: a package, a file of the repository, Node itself, or V8's own work. */
function placeOf({ url, functionName }) {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  return url.replace(/^file:\/\//, '').replace(/^.*\/(apps|packages|scripts)\//, '$1/');
}

const selfUs = new Map();
const nodes = new Map(
  profile.nodes.map((node) => [node.id, { ...node, callFrame: mapFrame(node.callFrame) }]),
);
if (sourcesDir !== undefined) {
  // A folder without this build's maps (another build's, say) maps nothing: say so, not silently.
  const unmapped = [...nodes.values()].filter((node) => assetOf(node.callFrame.url) !== null).length;
  if (unmapped > 0)
    console.error(`note: ${unmapped} frames of built assets could not be mapped with ${sourcesDir}/assets`);
}
profile.samples.forEach((id, index) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const labelOf = (id) => {
  const frame = nodes.get(id).callFrame;
  return `${frame.functionName || '(anonymous)'}  ${placeOf(frame)}:${frame.lineNumber + 1}`;
};

const byPlace = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const place = placeOf(nodes.get(id).callFrame);
  const name = labelOf(id);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  total += us;
}

// Inclusive time: every sample counts once for each distinct function on its stack, so a hook's
// figure includes the crypto, parsing and allocation it calls.
const inclusive = new Map();
for (const [id, us] of selfUs) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) seen.add(labelOf(at));
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
}

// By the innermost frame of the repository's own code on each stack: what one of our functions
// costs with the library and Node work it calls directly (the crypto of a cookie read, a write),
// but not the hooks and handlers a callback chain runs after it (those are own frames themselves).
const isOwn = (id) => /^(apps|packages|scripts)\//.test(placeOf(nodes.get(id).callFrame));
const byOwnFrame = new Map();
for (const [id, us] of selfUs) {
  let at = id;
  while (at !== undefined && !isOwn(at)) at = parentOf.get(at);
  const name = at === undefined ? `(no own frame) ${placeOf(nodes.get(id).callFrame)}` : labelOf(at);
  byOwnFrame.set(name, (byOwnFrame.get(name) ?? 0) + us);
}

const share = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title, entries, limit) => {
  console.log(title);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`  ${share(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
  console.log('');
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms of samples\n`);
print('self time by package or file', byPlace, 25);
print(`self time by function (top ${top})`, byFunction, top);
print(`inclusive time by function (top ${top})`, inclusive, top);
print(`by innermost own function (top ${top})`, byOwnFrame, top);
