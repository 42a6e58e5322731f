// The map's tile source (docs/decisions/0015): a URL template in Leaflet's form and the attribution
// its licence asks for, set by MAP_TILE_URL and MAP_TILE_ATTRIBUTION and handed to the browser in the
// page's public configuration.

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** The image source a Content-Security-Policy must allow for a tile template: its origin, `{s}` subdomains as a wildcard. */
export function tileSource(template: string): string | null {
  const m = /^(https?):\/\/([^/]+)/i.exec(template);
  if (!m) return null;
  const host = m[2].replace(/\{s\}/g, '*');
  if (!/^[A-Za-z0-9.*:-]+$/.test(host) || (host.includes('*') && !host.startsWith('*.'))) return null;
  return `${m[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** True when the text is a tile URL template: http(s), with {z}, {x} and {y}. */
export function isTileTemplate(template: string): boolean {
  return tileSource(template) !== null && ['{z}', '{x}', '{y}'].every((p) => template.includes(p)) && !/[\s"'<>]/.test(template);
}
