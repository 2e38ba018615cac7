export const ICO_SIZES: number[];
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer;
export function pngsInIco(ico: Buffer): { size: number; png: Buffer }[];
export function writeFaviconIco(root: string): Promise<void>;
