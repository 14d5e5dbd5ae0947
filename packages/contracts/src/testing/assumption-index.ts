import { markdownSection, tableRows } from './spec-files';

/**
 * From ASSUMPTIONS.md's "Change it in" column: each schema (`ClientSchema`) and endpoint
 * (`ENDPOINTS.clients`, or `.selectClient` after one) named there, with the assumptions naming it.
 * src/upstream/assumption-index.ts holds the result; its test keeps the two equal.
 */
export function assumptionIndexFrom(markdown: string): Record<string, string[]> {
  const index: Record<string, string[]> = {};
  const add = (key: string, id: string) => {
    const ids = index[key] ?? [];
    if (!ids.includes(id)) ids.push(id);
    index[key] = ids;
  };
  for (const cells of tableRows(markdownSection(markdown, 'Assumptions'))) {
    const id = cells[0] ?? '';
    for (const match of (cells[3] ?? '').matchAll(/`([^`]+)`/g)) {
      const token = match[1] ?? '';
      const schema = /^([A-Z]\w*Schema)\b/.exec(token);
      if (schema?.[1]) add(schema[1], id);
      const endpoint = /^(?:ENDPOINTS)?\.(\w+)$/.exec(token);
      if (endpoint?.[1]) add(`ENDPOINTS.${endpoint[1]}`, id);
    }
  }
  return Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
}
