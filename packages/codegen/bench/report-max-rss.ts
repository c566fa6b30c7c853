// Preloaded into a benchmarked `toolwire generate` subprocess (`bun --preload`): prints the process's peak resident
// set size on exit, so the scaling bench needs no `/usr/bin/time`.
process.on("exit", () => {
  // Linux reports maxRSS in KiB.
  process.stderr.write(`\ntoolwire-max-rss-kib=${process.resourceUsage().maxRSS}\n`);
});
