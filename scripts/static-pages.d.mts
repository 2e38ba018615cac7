export function htmlFiles(dir: string): Generator<string>;
export function externalizePage(html: string, clientDir: string, options?: { afterLoad?: boolean }): string;
export function externalizeInlineScripts(clientDir: string): void;
export function writeSitemap(clientDir: string): void;
