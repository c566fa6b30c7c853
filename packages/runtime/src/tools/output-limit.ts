import { formatBytes } from "./workspace.ts";

/** 10 MB: the spec's result size limit. */
export const DEFAULT_MAX_OUTPUT_BYTES = 10 * 1024 * 1024;

/** An output after the size limit: `cut` bytes were removed (0 when it fit). */
export interface LimitedOutput {
  readonly output: string;
  readonly truncated: boolean;
  readonly cut: number;
}

/** The marker appended where output was cut; says how much. */
export function truncationMarker(cut: number, limit: number): string {
  return `\n\n[output truncated: ${cut} bytes (${formatBytes(cut)}) cut, over the ${formatBytes(limit)} result limit]`;
}

/**
 * Keeps the first `limit` bytes of UTF-8 output (never splitting a character) and appends the
 * marker; the call still completes, as the spec asks (never refused).
 */
export function limitOutput(output: string, limit = DEFAULT_MAX_OUTPUT_BYTES, alreadyCut = 0): LimitedOutput {
  const bytes = Buffer.byteLength(output, "utf8");
  if (bytes <= limit && alreadyCut === 0) return { output, truncated: false, cut: 0 };
  if (bytes <= limit) return { output: output + truncationMarker(alreadyCut, limit), truncated: true, cut: alreadyCut };
  const buffer = Buffer.from(output, "utf8");
  let end = limit;
  // Step back over UTF-8 continuation bytes so the kept text stays valid.
  while (end > 0 && (buffer[end]! & 0xc0) === 0x80) end--;
  const cut = bytes - end + alreadyCut;
  return { output: buffer.subarray(0, end).toString("utf8") + truncationMarker(cut, limit), truncated: true, cut };
}

/** Collects streamed bytes up to a cap and counts what it had to drop, so 20 MB of output never sits in memory twice. */
export interface CappedBuffer {
  push(chunk: Uint8Array): void;
  text(): string;
  readonly dropped: number;
  readonly total: number;
}

/** Creates a buffer that keeps the first `cap` bytes. */
export function createCappedBuffer(cap: number): CappedBuffer {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let dropped = 0;
  return {
    push(chunk) {
      const room = cap - kept;
      if (room <= 0) {
        dropped += chunk.byteLength;
        return;
      }
      const take = chunk.byteLength <= room ? chunk : chunk.subarray(0, room);
      chunks.push(take);
      kept += take.byteLength;
      dropped += chunk.byteLength - take.byteLength;
    },
    text() {
      return Buffer.concat(chunks).toString("utf8");
    },
    get dropped() {
      return dropped;
    },
    get total() {
      return kept + dropped;
    },
  };
}
