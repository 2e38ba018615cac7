export const REQUIRED_WITH_BACKEND: readonly string[];
export const IMAGE_CDNS: readonly string[];
export function missingBuildEnv(env?: Record<string, string | undefined>): string[];
export function checkBuildEnv(env?: Record<string, string | undefined>): void;
