export const SRC_ALIAS: { find: RegExp; replacement: string }[];
