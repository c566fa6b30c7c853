import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPermissionService } from "../src/permission/permission-service.ts";
import { rulesFromConfig } from "../src/permission/rules-from-config.ts";
import { wildcardMatch } from "../src/permission/wildcard.ts";
import { openSqlitePermissionStore } from "../src/store/sqlite/sqlite-permission-store.ts";

/** The matcher before this project's linear one: the pattern as a backtracking regular expression. */
function regexMatch(input: string, pattern: string): boolean {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".");
  return new RegExp(`^${escaped}$`, "s").test(input);
}

function timeMs(run: () => void, repeat: number): number {
  const start = performance.now();
  for (let i = 0; i < repeat; i++) run();
  return (performance.now() - start) / repeat;
}

export interface HardeningFigures {
  /** One match of `*a*b*a*b*c` against 600 characters, linear matcher. */
  readonly redosLinearMs: number;
  /** The same with the regex matcher, at the input length where it still finishes quickly. */
  readonly redosRegexMs: number;
  readonly redosRegexLength: number;
  /** A whole ask decided against a config holding the pattern, input 600 characters. */
  readonly redosAskMs: number;
  /** Rule-decided asks/s with the durable SQLite audit log: sequential, and 100 concurrent askers (group commit). */
  readonly auditedSequentialPerSec: number;
  readonly auditedConcurrentPerSec: number;
}

/** Bounded: fixed counts, a temp data dir removed afterwards. */
export async function measureHardening(): Promise<HardeningFigures> {
  const pattern = "*a*b*a*b*c";
  const input = "ab".repeat(300);
  const redosLinearMs = timeMs(() => wildcardMatch(input, pattern), 20);
  // The regex is O(n⁴) here (75 s at 600 characters); 120 keeps the bench bounded.
  const redosRegexLength = 120;
  const redosRegexMs = timeMs(() => regexMatch("ab".repeat(redosRegexLength / 2), pattern), 1);

  const dir = mkdtempSync(join(tmpdir(), "toolwire-bench-hardening-"));
  try {
    const store = openSqlitePermissionStore(join(dir, "approvals.db"));
    const service = await openPermissionService({ store, ruleset: rulesFromConfig({ webfetch: { [pattern]: "deny", "*": "allow" } }) });
    const start = performance.now();
    for (let i = 0; i < 20; i++) await service.ask({ sessionID: "ses_b", permission: "webfetch", patterns: [input] });
    const redosAskMs = (performance.now() - start) / 20;

    const n = 2_000;
    let t = performance.now();
    for (let i = 0; i < n; i++) await service.ask({ sessionID: "ses_b", permission: "webfetch", patterns: [`https://x.test/${i}`] });
    const auditedSequentialPerSec = n / ((performance.now() - t) / 1000);
    t = performance.now();
    for (let batch = 0; batch < n / 100; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => service.ask({ sessionID: "ses_b", permission: "webfetch", patterns: [`https://y.test/${batch}/${i}`] })));
    }
    const auditedConcurrentPerSec = n / ((performance.now() - t) / 1000);
    service.dispose();
    await store.close();
    return { redosLinearMs, redosRegexMs, redosRegexLength, redosAskMs, auditedSequentialPerSec, auditedConcurrentPerSec };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await measureHardening());
