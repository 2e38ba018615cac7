export const MAP_ORIGIN: string;
export function buildEnv(root?: string): Record<string, string>;
export function originsOf(list?: string): string[];
export function filesOriginsOf(env?: Record<string, string | undefined>): string[];
export function cspFor(env?: Record<string, string | undefined>): string;
export function nginxConf(options?: {
  root?: string;
  port?: number;
  env?: Record<string, string | undefined>;
}): string;
