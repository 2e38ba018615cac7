/**
 * The hint under a list the filters leave empty, in English: part of the properties catalogue, and
 * the hint's words where no catalogue is loaded.
 */
export default {
  /** {matched}: the name and filters asked for; {loosen}: their names; {clear}: the Clear all button. */
  hint: 'Nothing matches {matched}. Try loosening {loosen}, or choose {clear}.',
  /** {query} is the text typed in the search box. */
  name: 'the name “{query}”',
  nameToLoosen: 'the name',
  filter: '{label}: {value}',
  /** Before the last of several filters asked for, and of several to loosen. */
  and: 'and',
  or: 'or',
} as const;
