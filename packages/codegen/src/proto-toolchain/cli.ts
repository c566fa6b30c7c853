#!/usr/bin/env bun
// `bun packages/codegen/src/proto-toolchain/cli.ts generate|check [--root <repo>]`
// generate: proto/ + lock, buf format/lint/generate → packages/proto, bridge, docs/reference.
// check: the same into a temp dir, compared with the committed files (exit 1 on drift).
import { resolve } from "node:path";
import { checkProto, generateProto, repoLayout } from "./proto-sync.ts";

const [command, ...rest] = process.argv.slice(2);
const rootFlag = rest.indexOf("--root");
const root = resolve(rootFlag >= 0 ? (rest[rootFlag + 1] ?? ".") : ".");

if (command !== "generate" && command !== "check") {
  console.error("usage: proto-toolchain/cli.ts generate|check [--root <repo>]");
  process.exit(2);
}
const layout = repoLayout(root);
const result = command === "generate" ? await generateProto(layout) : await checkProto(layout);
for (const line of result.messages) (result.ok ? console.log : console.error)(line);
if (!result.ok && command === "check") console.error("proto: drift found; run `bun run generate:schemas`");
process.exit(result.ok ? 0 : 1);
