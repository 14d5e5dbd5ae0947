import type { CheckReport, EndpointReport } from './check';

const cell = (text: string): string => text.replaceAll('|', '\\|');

function findingsOf(report: EndpointReport): string {
  if (report.note !== undefined) return report.note;
  const parts = report.findings.map(
    (f) => `\`${f.field}\` ${f.code}${f.assumptions.length > 0 ? ` (${f.assumptions.join(', ')})` : ''}`,
  );
  if (report.errorCode !== undefined) parts.push(`answered ${report.errorCode}`);
  if (report.unknownFields.length > 0)
    parts.push(`unknown fields: ${report.unknownFields.map((f) => `\`${f}\``).join(', ')}`);
  return parts.join('; ');
}

/** The Markdown report: field paths, zod codes and assumption IDs, never a value of a reply. */
export function checkMarkdown(report: CheckReport): string {
  const count = (result: string) => report.assumptions.filter((a) => a.result === result).length;
  return [
    '# Upstream conformance check',
    '',
    `Target: ${report.target}${report.allowWrites ? ' (with --allow-writes)' : ' (read-only calls)'}`,
    '',
    `Assumptions: ${count('held')} held, ${count('broken')} broken, ${count('not checked')} not checked. See packages/contracts/ASSUMPTIONS.md for each ID.`,
    '',
    '## Endpoints',
    '',
    '| Endpoint | Call | Result | HTTP | Findings |',
    '| --- | --- | --- | --- | --- |',
    ...report.endpoints.map(
      (e) => `| ${e.endpoint} | \`${e.call}\` | ${e.result} | ${e.status ?? ''} | ${cell(findingsOf(e))} |`,
    ),
    '',
    '## Assumptions',
    '',
    '| ID | Result | Checked through |',
    '| --- | --- | --- |',
    ...report.assumptions.map((a) => `| ${a.id} | ${a.result} | ${a.endpoints.join(', ')} |`),
    '',
  ].join('\n');
}
