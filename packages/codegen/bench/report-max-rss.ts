import { readFileSync } from "node:fs";

// Preloaded into a benchmarked `toolwire generate` subprocess (`bun --preload`): prints the process's peak resident
// set size on exit, so the scaling bench needs no `/usr/bin/time`.
process.on("exit", () => {
  process.stderr.write(`\ntoolwire-max-rss-kib=${peakRssKib()}\n`);
});

/**
 * The peak RSS of this program, in KiB. Linux's VmHWM belongs to the address space execve made, whereas getrusage's
 * maxrss carries over the pre-exec peak of the process that spawned it: run from inside `bun run bench` (a parent of
 * several hundred MB) every child would report the parent's size.
 */
function peakRssKib(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (hwm) return Number(hwm[1]);
  } catch {
    // Not Linux: fall back below.
  }
  return process.resourceUsage().maxRSS;
}
