// Self-checking rather than stored, so a token issued before a reload or a data reset still works. The key
// ships in the bundle: this is a demo, not security.
import { db, randomHex } from './db';
import type { AdminRecord } from './seed/admins';

const PREFIX = 'demo';
const KEY = 'kalinga-habitats-demo-backend';

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

function verifyToken(token: string): AdminRecord | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [prefix, adminId = '', nonce = '', given] = parts;
  if (prefix !== PREFIX || !adminId || !nonce || given !== check(adminId, nonce)) return null;
  return db.admins.find((admin) => admin._id === adminId) ?? null;
}

export function adminFromHeader(header: string | null): AdminRecord | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ? verifyToken(match[1]) : null;
}
