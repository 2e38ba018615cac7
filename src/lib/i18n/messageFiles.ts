/**
 * Every catalogue file, each a chunk of its own. Only a page that needs words it was not written
 * with loads this map (the words a pre-rendered page names come by their own addresses), so the
 * map of every language's files stays out of every page's first load.
 */
const files = import.meta.glob<{ default: unknown }>('./messages/*/*.ts');

/** A catalogue's words by its key ('or/shell'). */
export function importMessages(key: string): Promise<unknown> {
  const file = files[`./messages/${key}.ts`];
  if (!file) return Promise.reject(new Error(`No messages for ${key}`));
  return file().then((module) => module.default);
}

/** Every catalogue's key. */
export const MESSAGE_KEYS = Object.keys(files).map((file) => file.replace(/^\.\/messages\/|\.ts$/g, ''));
