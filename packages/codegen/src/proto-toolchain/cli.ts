#!/usr/bin/env bun
// `bun packages/codegen/src/proto-toolchain/cli.ts generate|check [--root <repo>]`
// generate: proto/ + lock, buf build + ts-proto (in process) → packages/proto, bridge, docs/reference.
// (`bun run generate:schemas` runs generate-schemas.ts, which does this together with the zod, ts and guard targets.)
// check: the same in memory, plus buf lint and buf format --diff, compared with the committed files (exit 1 on drift).
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
