export function buildBarePage(dir: string): string;
