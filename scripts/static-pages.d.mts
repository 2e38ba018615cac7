export function prerenderConcurrency(cores?: number): number;
export function isPageFile(file: string): boolean;
export function externalizePage(html: string, clientDir: string, options?: { afterLoad?: boolean }): string;
export function slimManifest(clientDir: string): void;
export const CLASSIC_SCRIPTS: string[];
export function minifyClassic(code: string): string;
export function finishPages(clientDir: string): number;
export const SITEMAP_MAX_URLS: number;
/** A page in the sitemap: its URL, or its URL with its addresses in other languages. */
export type SitemapPage = string | { url: string; alternates: { hreflang: string; href: string }[] };
export function writeSitemap(clientDir: string, pages: SitemapPage[]): void;
export function messagesFilePrefix(language: string, namespace: string): string;
export function buildSummary(pages: number, ms: number): string;
