import type { Messages, Namespace } from '@/lib/i18n/catalogue';

/**
 * A translation imported from its JSON file, typed as the app reads it (the app's loader does the
 * same): src/lib/i18n/translations.ts checks that it has the English keys and no other.
 */
export const translation = <N extends Namespace>(words: unknown): Messages<N> => words as Messages<N>;
