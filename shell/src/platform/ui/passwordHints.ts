import { LIMITS } from '@portal/shared/constants';

/**
 * The strength hints of spec §5, ticked live under the password field. They are advice: the server
 * only demands what the shared schema demands (8 characters and a digit).
 */
export const PASSWORD_HINTS = ['length', 'upper', 'lower', 'digit', 'symbol'] as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[number];

const TESTS: Record<PasswordHint, (password: string) => boolean> = {
  length: (p) => [...p].length >= LIMITS.passwordMin,
  upper: (p) => /\p{Lu}/u.test(p),
  lower: (p) => /\p{Ll}/u.test(p),
  digit: (p) => /\d/.test(p),
  // Anything that is neither a letter, a digit nor white space, in any script.
  symbol: (p) => /[^\p{L}\p{N}\s]/u.test(p),
};

export function passwordHintsMet(password: string): Record<PasswordHint, boolean> {
  return Object.fromEntries(PASSWORD_HINTS.map((hint) => [hint, TESTS[hint](password)])) as Record<
    PasswordHint,
    boolean
  >;
}
