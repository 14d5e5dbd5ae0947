import { describe, expect, it } from 'vitest';
import { groupCounts, groupOf } from './callgrind-groups.mjs';

describe('callgrind groups', () => {
  it('puts a function in the first group that names it', () => {
    expect(
      groupOf(
        '???:v8::internal::JsonStringifier::SerializeString(v8::internal::Handle<v8::internal::String>) [/usr/bin/node]',
      ),
    ).toBe('JSON.stringify (V8)');
    expect(groupOf('???:0x000000000d08d600 [???]')).toBe('JavaScript compiled by the JIT');
    expect(groupOf('???:Builtins_KeyedLoadIC_Megamorphic [/usr/bin/node]')).toBe(
      'property access (inline caches, lookups)',
    );
    expect(groupOf('???:llhttp__internal_execute [/usr/bin/node]')).toBe("Node's C++, llhttp, libuv");
    expect(groupOf('???:Builtins_ArrayMap [/usr/bin/node]')).toBe('other V8 builtins and runtime');
  });

  it("sums callgrind_annotate's lines by group, leaving out the program's total", () => {
    const annotated = [
      '659,156,730 (100.0%)  PROGRAM TOTALS',
      '25,071,000 ( 3.80%)  ???:v8::internal::JsonStringifier::SerializeString(x) [/usr/bin/node]',
      ' 7,134,000 ( 1.08%)  ???:v8::internal::JsonStringifier::Serialize_<true>(x) [/usr/bin/node]',
      ' 9,544,500 ( 1.45%)  ???:0x000000000d08d600 [???]',
      'Ir  file:function',
    ].join('\n');
    const sums = groupCounts(annotated);
    expect(sums.get('JSON.stringify (V8)')).toBe(32_205_000);
    expect(sums.get('JavaScript compiled by the JIT')).toBe(9_544_500);
    expect(sums.get('JSON.parse (V8)')).toBe(0);
  });
});
