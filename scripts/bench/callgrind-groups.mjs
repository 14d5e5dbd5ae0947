// Where a callgrind count's instructions went, per call, grouped: V8's JSON parser and stringifier,
// JavaScript once compiled (callgrind cannot name it), property access, strings, promises,
// allocation, garbage collection, the JIT compilers, Node's C++ and the rest. One column per
// count, so the gateway's and the bare proxy's read side by side (docs/performance.md, twelfth
// pass). Reads what `pnpm bench instructions` keeps with BENCH_COUNT_KEEP; needs callgrind_annotate.
// Run: node scripts/bench/callgrind-groups.mjs [--calls 1500] <name=file.callgrind>...
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * Each group and the function names it takes, matched on the name alone (no parameters, no file):
 * the first group that matches a name takes it, so the groups named by a namespace or a class come
 * before those named by a word a name may also hold (a compiler's register allocator is the
 * compiler's, not allocation).
 */
export const GROUPS = [
  ['the JIT compilers', /compiler::|maglev::|baseline::|Compile|Deoptim/],
  [
    'garbage collection (write barriers too)',
    /Heap::|heap::|Scaveng|MarkCompact|MinorMC|Sweeper|Evacuat|GCTracer|Marking|MemoryAllocator|RecordWrite/,
  ],
  ['JSON.parse and JSON.stringify (V8)', /Json/],
  ['JavaScript compiled by the JIT', /^0x/],
  [
    'property access (inline caches, lookups)',
    /IC_|Builtins_(Keyed)?(Load|Store|Has|Define)IC|LookupIterator|GetProperty|SetProperty|FastPropertyAt|FieldIndex|PropertyDescriptor|DefineOwn|Transition|MigrateToMap/,
  ],
  ["Node's C++, llhttp, libuv", /^node::|llhttp|^uv_/],
  ['strings (hash, concatenate, lower-case, copy)', /String|ToLowerCase|Utf8/],
  ['promises and microtasks', /Promise|Microtask|Await|AsyncFunction/],
  ['allocation, malloc, memory copies', /Factory|Allocat|malloc|free|memcpy|memmove|memset|memcmp|memchr/],
  ['regular expressions', /RegExp/],
  ['other V8 builtins and runtime', /(?:)/],
];

/**
 * The function of one of callgrind_annotate's entries (`file:function [object]`): the part after
 * the file, without its object and parameters. JIT-compiled code has no name, only its address.
 */
export function functionOf(entry) {
  const withoutObject = entry.replace(/\s+\[[^\]]*\]$/, '');
  const name = withoutObject.slice(withoutObject.indexOf(':') + 1);
  const parameters = name.indexOf('(');
  return parameters === -1 ? name : name.slice(0, parameters);
}

export const groupOf = (entry) => {
  const name = functionOf(entry);
  return GROUPS.find(([, pattern]) => pattern.test(name))[0];
};

/** callgrind_annotate's per-function lines (`  1,234 ( 0.5%)  file:function [object]`), summed by group. */
export function groupCounts(annotated) {
  const sums = new Map(GROUPS.map(([group]) => [group, 0]));
  for (const line of annotated.split('\n')) {
    const found = /^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!found || found[2].includes('PROGRAM TOTALS')) continue;
    const group = groupOf(found[2]);
    sums.set(group, sums.get(group) + Number(found[1].replaceAll(',', '')));
  }
  return sums;
}

/** callgrind_annotate's lines for every function of `file`; on failure, its words and exit 1. */
function annotated(file) {
  try {
    // Every function, not the top ones: tens of MiB for a Node process.
    return execFileSync('callgrind_annotate', ['--threshold=100', file], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // callgrind_annotate's own words (a file it cannot open), or why it could not run.
    console.error(`${file}: ${error.stderr?.toString().trim() || error.message}`);
    return process.exit(1);
  }
}

function main(args) {
  // The count's own calls by default: BENCH_COUNT_CALLS, as `pnpm bench instructions` read it.
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { calls: { type: 'string', default: process.env.BENCH_COUNT_CALLS ?? '1500' } },
      allowPositionals: true,
    });
  } catch (error) {
    parsed = { values: {}, positionals: [] };
    console.error(error.message);
  }
  const { values, positionals } = parsed;
  const calls = Number(values.calls);
  const columns = positionals.map((arg) => {
    const at = arg.indexOf('=');
    return at === -1 ? [arg, arg] : [arg.slice(0, at), arg.slice(at + 1)];
  });
  if (columns.length === 0 || !Number.isInteger(calls) || calls < 1) {
    console.error('usage: node scripts/bench/callgrind-groups.mjs [--calls 1500] <name=file.callgrind>...');
    process.exit(2);
  }
  const counts = columns.map(([, file]) => groupCounts(annotated(file)));
  const perCall = (value) => Math.round(value / calls).toLocaleString('en-US');
  console.log(`| where (self count, per call) | ${columns.map(([name]) => name).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---:').join(' | ')} |`);
  for (const [group] of GROUPS) {
    console.log(`| ${group} | ${counts.map((sums) => perCall(sums.get(group))).join(' | ')} |`);
  }
  const totals = counts.map((sums) => [...sums.values()].reduce((a, b) => a + b, 0));
  console.log(`| total | ${totals.map(perCall).join(' | ')} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
