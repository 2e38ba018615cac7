// encodeURIComponent leaves '.' and '..', which URLs resolve as dot segments (and '%2e' decodes to a dot
// too): so a part of dots only has its '%' escaped again ('%252E') and never steps up a level.
export function pathPart(value: string): string {
  const encoded = encodeURIComponent(value);
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%252E') : encoded;
}

// No character a server, file name or chat app reads differently: a prerendered page is found where linked.
export function slugPart(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
