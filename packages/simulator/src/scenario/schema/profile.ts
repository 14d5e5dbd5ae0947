import { z } from 'zod';

/**
 * The rest of the user's record on the upstream (contact details, bank account, manager...): the
 * portal never shows or sends it, but the upstream validates the whole record each time it saves
 * the user, and a sign-in saves it (domains/profile.ts). A scenario seeds a record that breaks one
 * of those rules to make the sign-in answer the data-entry code, as an account imported with bad
 * data does upstream. Values are loosely typed on purpose: a wrong type (a number for the phone)
 * or a null is itself what some rules refuse.
 */
export const ScenarioProfileSchema = z.strictObject({
  /** Required text of 2 to 100 characters: null → NOT_NULL, "" → IS_REQUIRED, then the lengths. */
  fullName: z.string().nullable().optional(),
  /** Digits (spaces, +, -, parentheses allowed): a number → INVALID_TYPE, letters → IS_NOT_A_NUMBER, another user's → TELEPHONE_ALREADY_IN_USE. */
  phone: z.union([z.string(), z.number()]).optional(),
  /** Not an address → INVALID_EMAIL; another user's sign-in or contact e-mail → EMAIL_ALREADY_IN_USE. */
  contactEmail: z.string().optional(),
  /** pt-BR, en-US or es, else INVALID_VALUE. */
  language: z.string().optional(),
  /** A bank code the upstream knows (001, 033, 104, 237, 341), else INVALID_BANK. */
  bank: z.string().optional(),
  /** Account digits, a dash and a check digit (12345-6), else INVALID_BANK_NUMBER. */
  bankAccount: z.string().optional(),
  /** Another user's uuid: not uuid-shaped → INVALID_ID; no such user → ENTITY_NOT_FOUND. */
  managerUuid: z.string().optional(),
  /** A real calendar date in the past (YYYY-MM-DD), else VALIDATOR_FAILED. */
  birthDate: z.string().optional(),
  /** Group names, each once, else DUPLICATED_VALUE. */
  groups: z.array(z.string()).optional(),
  /** The picture's file name: .png, .jpg or .jpeg, else INVALID_FILE. */
  avatar: z.string().optional(),
  /** An object of text values, else INVALID_METADATA. */
  metadata: z.unknown().optional(),
});
export type ScenarioProfile = z.output<typeof ScenarioProfileSchema>;
