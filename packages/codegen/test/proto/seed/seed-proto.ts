import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../../support/fixtures.ts";

/** The seed document with the hand-written proto sketch: `$TOOLWIRE_SEEDS` or `../shared/seeds` beside the repo. */
export function seedDocumentPath(): string {
  const dir = process.env.TOOLWIRE_SEEDS ?? join(REPO_ROOT, "..", "shared", "seeds");
  const path = join(dir, "tool-proto.md");
  if (!existsSync(path)) {
    throw new Error(`seed document not found at ${path}: set TOOLWIRE_SEEDS to the folder holding tool-proto.md, or place shared/ beside the repository`);
  }
  return path;
}

/**
 * The seed's proto messages as written in its ```protobuf blocks, joined into one compilable file: one
 * `syntax`/`package` header, the Struct import and the FilePart file the sketch leaves out. The only thing
 * dropped is what protoc cannot compile at all: the sketch's top-level `oneof tool_state { … }` (a oneof must
 * live in a message; toolwire's `ToolState` message holds it), reported in `dropped`.
 */
export function seedProtoFile(markdown: string): { text: string; dropped: string[] } {
  const blocks = [...markdown.matchAll(/```protobuf\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const dropped: string[] = [];
  const body = blocks
    .join("\n")
    .split("\n")
    .filter((line) => !/^(syntax|package) /.test(line))
    .join("\n")
    .replace(/^oneof (\w+) \{[\s\S]*?^\}\n/gm, (_all, name: string) => {
      dropped.push(`top-level oneof ${name}`);
      return "";
    });
  const text = ['syntax = "proto3";', "package opencode.tool;", 'import "google/protobuf/struct.proto";', 'import "file-part.proto";', body].join("\n");
  return { text, dropped };
}

/** The seed's file text, read from the seed document. */
export function readSeedProto(): { text: string; dropped: string[] } {
  return seedProtoFile(readFileSync(seedDocumentPath(), "utf8"));
}
