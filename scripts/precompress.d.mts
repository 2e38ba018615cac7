import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_BROTLI_QUALITY: number;
export function precompressDir(
  dir: string,
  options?: { pageFile?: (file: string) => boolean; parallel?: number },
): Promise<void>;
export function pickEncoding(
  acceptEncoding?: string,
): { encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' } | null;
export function servePrecompressed(
  root: string,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
export const SPA_FALLBACK: string;
export function fileForAddress(root: string, pathname: string): { file: string; pathname: string } | null;
