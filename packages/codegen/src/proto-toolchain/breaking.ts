#!/usr/bin/env bun
// `bun packages/codegen/src/proto-toolchain/breaking.ts [--against <git ref>] [--root <repo>]`
// Runs `buf breaking` (FILE rules, from proto/buf.yaml) on proto/ against the same folder at an earlier commit
// (default HEAD~1, or $TOOLWIRE_BREAKING_AGAINST). Exit 1 on a breaking change; a ref without proto/ is skipped.
import { resolve } from "node:path";
import { runBuf, runTool } from "./tools.ts";

/** Checks proto/ against `ref`; `skipped` when the ref (or its proto/buf.yaml) does not exist, e.g. a shallow clone. */
export function checkBreaking(root: string, ref: string): { ok: boolean; skipped: boolean; output: string } {
  let exists = runTool("git", ["cat-file", "-e", `${ref}:proto/buf.yaml`], root);
  if (exists.code !== 0 && runTool("git", ["rev-parse", "--is-shallow-repository"], root).stdout.trim() === "true") {
    // A shallow clone lacks the previous commit; fetch one more level of history before giving up.
    runTool("git", ["fetch", "--quiet", "--deepen=1"], root);
    exists = runTool("git", ["cat-file", "-e", `${ref}:proto/buf.yaml`], root);
  }
  if (exists.code !== 0) return { ok: true, skipped: true, output: `buf breaking: skipped, ${ref} has no proto/buf.yaml` };
  const r = runBuf(resolve(root, "proto"), ["breaking", ".", "--against", `${resolve(root, ".git")}#ref=${ref},subdir=proto`]);
  const output = (r.stdout + r.stderr).trim();
  return { ok: r.code === 0, skipped: false, output: r.code === 0 ? `buf breaking: no breaking change against ${ref}` : output };
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
