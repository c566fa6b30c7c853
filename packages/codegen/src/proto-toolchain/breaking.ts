#!/usr/bin/env bun
// `bun packages/codegen/src/proto-toolchain/breaking.ts [--against <git ref>] [--root <repo>]`
// Runs `buf breaking` (FILE rules, from proto/buf.yaml) on proto/ against the same folder at an earlier commit
// (default HEAD~1, or $TOOLWIRE_BREAKING_AGAINST). Exit 1 on a breaking change; a ref without proto/ is skipped.
// Findings listed in proto/breaking-accepted.json (each with the reason the break is intended) are printed as
// accepted and do not fail the check; every other finding does.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runBuf, runTool } from "./tools.ts";

/** The committed list of intended breaks, by file, rule and buf's message (line numbers left out: they move). */
export const ACCEPTED_FILE = "breaking-accepted.json";

/** One `buf breaking` finding, as `--error-format json` prints it. */
export interface BreakingFinding {
  readonly path: string;
  readonly type: string;
  readonly message: string;
}

/** A group of findings accepted together, with the reason the break is intended. */
export interface AcceptedBreak {
  readonly reason: string;
  readonly findings: readonly BreakingFinding[];
}

/** Reads `proto/breaking-accepted.json`; absent means nothing is accepted, malformed is an error. */
export function readAccepted(protoDir: string): AcceptedBreak[] {
  const path = join(protoDir, ACCEPTED_FILE);
  if (!existsSync(path)) return [];
  const raw = JSON.parse(readFileSync(path, "utf8")) as { accepted?: unknown };
  const groups = raw.accepted;
  const isFinding = (f: unknown): f is BreakingFinding =>
    typeof f === "object" && f !== null && ["path", "type", "message"].every((k) => typeof (f as Record<string, unknown>)[k] === "string");
  if (!Array.isArray(groups) || !groups.every((g) => typeof g?.reason === "string" && Array.isArray(g.findings) && g.findings.every(isFinding))) {
    throw new Error(`${path}: expected {"accepted": [{"reason": string, "findings": [{path, type, message}]}]}`);
  }
  return groups as AcceptedBreak[];
}

/** Splits findings into those an accepted group names and the rest. */
export function partitionFindings(
  findings: readonly BreakingFinding[],
  accepted: readonly AcceptedBreak[],
): { accepted: { finding: BreakingFinding; reason: string }[]; rejected: BreakingFinding[] } {
  const key = (f: BreakingFinding) => `${f.path}\u0000${f.type}\u0000${f.message}`;
  const reasons = new Map(accepted.flatMap((g) => g.findings.map((f) => [key(f), g.reason] as const)));
  const out = { accepted: [] as { finding: BreakingFinding; reason: string }[], rejected: [] as BreakingFinding[] };
  for (const f of findings) {
    const reason = reasons.get(key(f));
    if (reason === undefined) out.rejected.push(f);
    else out.accepted.push({ finding: f, reason });
  }
  return out;
}

/** Checks proto/ against `ref`; `skipped` when the ref (or its proto/buf.yaml) does not exist, e.g. a shallow clone. */
export function checkBreaking(root: string, ref: string): { ok: boolean; skipped: boolean; output: string } {
  let exists = runTool("git", ["cat-file", "-e", `${ref}:proto/buf.yaml`], root);
  if (exists.code !== 0 && runTool("git", ["rev-parse", "--is-shallow-repository"], root).stdout.trim() === "true") {
    // A shallow clone lacks the previous commit; fetch one more level of history before giving up.
    runTool("git", ["fetch", "--quiet", "--deepen=1"], root);
    exists = runTool("git", ["cat-file", "-e", `${ref}:proto/buf.yaml`], root);
  }
  if (exists.code !== 0) return { ok: true, skipped: true, output: `buf breaking: skipped, ${ref} has no proto/buf.yaml` };
  const protoDir = resolve(root, "proto");
  const r = runBuf(protoDir, ["breaking", ".", "--error-format", "json", "--against", `${resolve(root, ".git")}#ref=${ref},subdir=proto`]);
  if (r.code === 0) return { ok: true, skipped: false, output: `buf breaking: no breaking change against ${ref}` };
  const lines = r.stdout.split("\n").filter((l) => l.startsWith("{"));
  if (lines.length === 0) return { ok: false, skipped: false, output: (r.stdout + r.stderr).trim() };
  const findings = lines.map((l) => JSON.parse(l) as BreakingFinding & { start_line: number; start_column: number });
  const { accepted, rejected } = partitionFindings(findings, readAccepted(protoDir));
  const show = (f: BreakingFinding) => `${f.path}: ${f.message} (${f.type})`;
  const output = [
    ...[...new Set(accepted.map((a) => a.reason))].map(
      (reason) => `buf breaking: accepted (proto/${ACCEPTED_FILE}): ${reason}\n${accepted.filter((a) => a.reason === reason).map((a) => `  ${show(a.finding)}`).join("\n")}`,
    ),
    ...(rejected.length > 0 ? [`buf breaking: ${rejected.length} breaking change(s) against ${ref}:`, ...rejected.map((f) => `  ${show(f)}`)] : []),
  ].join("\n");
  return { ok: rejected.length === 0, skipped: false, output };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const root = resolve(flag("--root") ?? ".");
  const ref = flag("--against") ?? process.env.TOOLWIRE_BREAKING_AGAINST ?? "HEAD~1";
  const result = checkBreaking(root, ref);
  (result.ok ? console.log : console.error)(result.output);
  process.exit(result.ok ? 0 : 1);
}
