import { randomBytes } from "node:crypto";

/**
 * OpenCode-style identifiers: `prefix_` + 26 characters = 12 hex of (ms timestamp × 4096 +
 * per-ms counter, so ids sort by creation) + 14 random base62.
 */
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 14;

let lastTimestamp = 0;
let counter = 0;

function randomBase62(length: number): string {
  // 248 = 62 * 4: rejecting bytes ≥ 248 keeps every character equally likely.
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
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
  const value = BigInt(timestamp) * 0x1000n + BigInt(counter);
  const hex = (value & 0xffffffffffffn).toString(16).padStart(12, "0");
  return `${prefix}_${hex}${randomBase62(RANDOM_LENGTH)}`;
}
