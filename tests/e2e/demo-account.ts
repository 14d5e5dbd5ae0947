import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The default scenario's demo account (scenarios/default.yaml). */
export const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' } as const;

/** An error code's message as the catalogue words it, so the tests follow the catalogue. */
export function catalogueMessage(language: 'pt-BR' | 'en-US' | 'es', code: string): string {
  const file = fileURLToPath(
    new URL(`../../packages/contracts/src/errors/messages/${language}.json`, import.meta.url),
  );
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const message = messages[code];
  if (message === undefined) throw new Error(`no ${language} message for ${code}`);
  return message;
}
