export function buildBarePage(dir: string): Promise<string>;
