import { describe, expect, it } from 'vitest';
import { functionOf, groupCounts, groupOf } from './callgrind-groups.mjs';

const node = (name) => `???:${name} [/usr/bin/node]`;

describe('callgrind groups', () => {
  it('reads the function of an entry, without its file, object and parameters', () => {
    expect(functionOf(node('v8::internal::JsonParser<unsigned char>::ScanJsonString(bool)'))).toBe(
      'v8::internal::JsonParser<unsigned char>::ScanJsonString',
    );
    expect(functionOf('./malloc/./malloc/malloc.c:_int_free [/usr/lib/x86_64-linux-gnu/libc.so.6]')).toBe(
      '_int_free',
    );
    expect(functionOf('???:0x000000000d08d600 [???]')).toBe('0x000000000d08d600');
  });

  it('puts a function in the first group that names it, by its name alone', () => {
    const cases = [
      [
        'v8::internal::JsonStringifier::SerializeString(v8::internal::Handle<v8::internal::String>)',
        'JSON.parse and JSON.stringify (V8)',
      ],
      ['Builtins_JsonStringify', 'JSON.parse and JSON.stringify (V8)'],
      ['Builtins_KeyedLoadIC_Megamorphic', 'property access (inline caches, lookups)'],
      ['llhttp__internal_execute', "Node's C++, llhttp, libuv"],
      ['node::StringBytes::Encode(v8::Isolate*, char const*)', "Node's C++, llhttp, libuv"],
      ['v8::internal::compiler::LinearScanAllocator::AllocateRegisters()', 'the JIT compilers'],
      ['v8::internal::maglev::StraightForwardRegisterAllocator::AllocateRegisters()', 'the JIT compilers'],
      [
        'v8::internal::MarkCompactCollector::ClearFullMapTransitions()',
        'garbage collection (write barriers too)',
      ],
      [
        'v8::internal::Scavenger::ScavengeObject(v8::internal::Tagged<v8::internal::String>)',
        'garbage collection (write barriers too)',
      ],
      ['v8::internal::String::ComputeAndSetRawHash(x)', 'strings (hash, concatenate, lower-case, copy)'],
      ['Builtins_ArrayMap', 'other V8 builtins and runtime'],
    ];
    for (const [name, group] of cases) expect(groupOf(node(name)), name).toBe(group);
    expect(groupOf('???:0x000000000d08d600 [???]')).toBe('JavaScript compiled by the JIT');
  });

  it("sums callgrind_annotate's lines by group, leaving out the program's total", () => {
    const annotated = [
      '659,156,730 (100.0%)  PROGRAM TOTALS',
      `25,071,000 ( 3.80%)  ${node('v8::internal::JsonStringifier::SerializeString(x)')}`,
      ` 7,134,000 ( 1.08%)  ${node('v8::internal::JsonParser<unsigned char>::BuildJsonObject(x)')}`,
      ' 9,544,500 ( 1.45%)  ???:0x000000000d08d600 [???]',
      'Ir  file:function',
    ].join('\n');
    const sums = groupCounts(annotated);
    expect(sums.get('JSON.parse and JSON.stringify (V8)')).toBe(32_205_000);
    expect(sums.get('JavaScript compiled by the JIT')).toBe(9_544_500);
    expect(sums.get('regular expressions')).toBe(0);
  });
});
