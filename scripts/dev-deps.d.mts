export const DEV_PREBUNDLED: string[];
