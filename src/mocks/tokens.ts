/**
 * Admin tokens of the demo backend. A token is `demo.<adminId>.<nonce>.<check>`, where <check> is
 * a hash of the admin id and nonce with a fixed key. Tokens are self-checking rather than stored,
 * so one issued before a page reload (or a demo data reset) still works, while a made-up or
 * altered token is refused. The key ships in the bundle: this is a demo, not security.
 */
import { db, randomHex } from './db';
import type { AdminRecord } from './seed/admins';

const PREFIX = 'demo';
const KEY = 'kalinga-habitats-demo-backend';

/** FNV-1a, 32 bit: small, dependency-free and enough to spot a tampered token. */
function fnv1a(input: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const check = (adminId: string, nonce: string) => {
  const text = `${KEY}:${adminId}:${nonce}`;
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x050c5d1f);
};

export function issueToken(adminId: string): string {
  const nonce = randomHex(16);
  return [PREFIX, adminId, nonce, check(adminId, nonce)].join('.');
}

/** The admin a token belongs to, or null when the token is not one this backend issued. */
function verifyToken(token: string): AdminRecord | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [prefix, adminId = '', nonce = '', given] = parts;
  if (prefix !== PREFIX || !adminId || !nonce || given !== check(adminId, nonce)) return null;
  return db.admins.find((admin) => admin._id === adminId) ?? null;
}

/** The admin behind an `Authorization: Bearer <token>` header, or null. */
export function adminFromHeader(header: string | null): AdminRecord | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ? verifyToken(match[1]) : null;
}
