export function prerenderConcurrency(cores?: number): number;
export function isPageFile(file: string): boolean;
export function externalizePage(html: string, clientDir: string, options?: { afterLoad?: boolean }): string;
export function sortManifestImports(clientDir: string): void;
export function finishPages(clientDir: string): number;
export const SITEMAP_MAX_URLS: number;
export function writeSitemap(clientDir: string, pageUrls: Iterable<string>): void;
export function buildSummary(pages: number, ms: number): string;
