/**
 * Every catalogue file, each a chunk of its own: English, the reference, in TypeScript with its notes
 * for translators; the translations in JSON (translations.ts checks their keys). Only a page that
 * needs words it was not written with loads this map (the words a pre-rendered page names come by
 * their own addresses), so the map of every language's files stays out of every page's first load.
 */
const files = import.meta.glob<{ default: unknown }>(['./messages/en/*.ts', './messages/*/*.json']);

const FILE_NAME = /^\.\/messages\/(\w+\/\w+)\.(?:ts|json)$/;

const byKey = new Map(
  Object.entries(files).map(([file, load]) => [FILE_NAME.exec(file)?.[1] ?? file, load] as const),
);

/** A catalogue's words by its key ('or/shell'). */
export function importMessages(key: string): Promise<unknown> {
  const file = byKey.get(key);
  if (!file) return Promise.reject(new Error(`No messages for ${key}`));
  return file().then((module) => module.default);
}

/** Every catalogue's key. */
export const MESSAGE_KEYS = [...byKey.keys()];
