export function cspFor(env?: Record<string, string | undefined>): string;
export function nginxConf(options?: {
  root?: string;
  port?: number;
  env?: Record<string, string | undefined>;
}): string;
