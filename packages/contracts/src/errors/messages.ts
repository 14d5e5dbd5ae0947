import type { Language } from '../limits';
import type { ErrorCode } from './catalogue';
import enUS from './messages/en-US.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

/** A message per catalogue code, plus `raw` ('{{text}}') for upstream text with no known code. */
export type ErrorMessages = Record<ErrorCode | 'raw', string>;

/**
 * End-user texts of every error code in the three interface languages (spec section 1). The
 * type makes a code missing from a file a compile error; tests catch extra keys and empty texts.
 */
export const ERROR_MESSAGES: Record<Language, ErrorMessages> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  es,
};
