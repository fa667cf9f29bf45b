export const FORBIDDEN_TEXT: { what: string; pattern: RegExp }[];
export function scanDist(dirs: string[]): Promise<{ file: string; what: string }[]>;
