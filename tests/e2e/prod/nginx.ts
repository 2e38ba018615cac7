/**
 * Debian's nginx serving a built site with the server block scripts/nginx-conf.mjs writes, on a
 * loopback port, for the e2e suites and `npm run bench`. It runs wherever the project is cloned:
 * run as root (a clone in /root, mode 700) its worker runs as root too, which can read the files;
 * run as anyone else, the worker is that user. When it does not come up, the error says why: the
 * HTTP status it answered and the end of its error log.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../../../scripts/nginx-conf.mjs';

export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  base: string;
  /** The generated server block (the part deploy/nginx.conf holds). */
  serverBlock: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The built site. */
  root: string;
  port: number;
  /** The environment the site was built with: the CSP names its hosts. */
  env: Record<string, string | undefined>;
  /** nginx's own folder (configuration, pid, logs, temp files). */
  work: string;
}

/** nginx's main configuration around the generated server block. */
export function mainConf(serverBlock: string, work: string, runningAsRoot: boolean): string {
  return `${runningAsRoot ? '# Root may be the only user who can read the files (a clone in /root, mode 700).\nuser root root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  ${serverBlock}
}
`;
}

const tail = (file: string, lines = 15) =>
  existsSync(file)
    ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
    : '(no error log)';

export async function startNginx({ root, port, env, work }: NginxOptions): Promise<RunningNginx> {
  const workDir = path.resolve(work);
  const logs = path.join(workDir, 'logs');
  mkdirSync(logs, { recursive: true });
  const errorLog = path.join(logs, 'error.log');
  writeFileSync(errorLog, '');
  // Loopback only, IPv4 only: the generated block also listens on [::], which a test does not need.
  const serverBlock = nginxConf({ root: path.resolve(root), port, env })
    .replace(/listen \[::\]:\d+;\n\s*/, '')
    .replace(`listen ${port};`, `listen 127.0.0.1:${port};`);
  const confFile = path.join(workDir, 'nginx.conf');
  const runningAsRoot = process.getuid?.() === 0;
  writeFileSync(confFile, mainConf(serverBlock, workDir, runningAsRoot));

  const check = spawnSync(NGINX, ['-t', '-q', '-p', workDir, '-e', errorLog, '-c', confFile], {
    encoding: 'utf8',
  });
  if (check.status !== 0)
    throw new Error(`nginx refused its configuration (${confFile}):\n${check.stderr}${tail(errorLog)}`);

  const server: ChildProcess = spawn(
    NGINX,
    ['-p', workDir, '-e', errorLog, '-c', confFile, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited: number | null = null;
  server.once('exit', (code) => (exited = code ?? -1));

  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited !== null || !server.pid) return resolve();
      server.once('exit', () => resolve());
      process.kill(server.pid, 'SIGQUIT');
      setTimeout(resolve, 3000);
    });
  let last = 'no answer';
  for (let i = 0; i < 100 && exited === null; i++) {
    try {
      const answer = await fetch(`${base}/`);
      if (answer.ok) return { base, serverBlock, stop };
      last = `HTTP ${answer.status} ${answer.statusText}`;
    } catch (error) {
      last = `no answer (${(error as Error).cause ?? (error as Error).message})`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = exited !== null ? `it exited with code ${exited}` : `last answer: ${last}`;
  await stop();
  const user = runningAsRoot ? 'root' : (process.env.USER ?? `uid ${process.getuid?.()}`);
  throw new Error(
    `nginx did not serve ${base}/ (${why}). ` +
      `Its worker runs as ${user} and serves ${path.resolve(root)}.\n` +
      `${stderr ? `nginx said: ${stderr.trim()}\n` : ''}Last lines of ${errorLog}:\n${tail(errorLog)}`,
  );
}
