export function filesNeedingIsolation(root: string): string[];
