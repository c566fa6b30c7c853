import { randomFillSync } from "node:crypto";

/**
 * OpenCode-style identifiers: `prefix_` + 26 characters = 12 hex of (ms timestamp × 4096 +
 * per-ms counter, so ids sort by creation) + 14 random base62.
 */
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 14;

let lastTimestamp = 0;
let counter = 0;

// Random bytes drawn from the CSPRNG in blocks: one call per id cost more than the rest of making it.
const pool = new Uint8Array(4096);
let taken = pool.length;

function randomByte(): number {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  return pool[taken++]!;
}

function randomBase62(length: number): string {
  // 248 = 62 * 4: rejecting bytes ≥ 248 keeps every character equally likely.
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

/** A new ascending identifier with the given prefix (`ses`, `msg`, `prt`, `per`, `apr`, `cal`). */
export function createIdentifier(prefix: string, timestamp: number = Date.now()): string {
  if (timestamp !== lastTimestamp) {
    lastTimestamp = timestamp;
    counter = 0;
  }
  counter++;
  // The low 48 bits of timestamp × 4096 + counter, without BigInt: only the timestamp's low 36 bits reach them,
  // and that product stays exact in a double.
  const value = ((timestamp % 0x1000000000) * 0x1000 + counter) % 0x1000000000000;
  const hex = value.toString(16).padStart(12, "0");
  return `${prefix}_${hex}${randomBase62(RANDOM_LENGTH)}`;
}
