export const CHROME: string;
export function chromiumPath(): string | null;
export const CHROMIUM_FLAGS: string[];
