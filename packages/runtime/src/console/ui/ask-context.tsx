import { DiffView } from "./diff-view.tsx";
import type { Ask, Part } from "./types.ts";

/** A unified-diff text of an edit (old lines removed, new lines added) or a write (every line added). */
function diffOf(path: string, input: Record<string, unknown>): string | undefined {
  const lines = (text: string, mark: string) => text.split("\n").map((l) => `${mark}${l}`);
  if (typeof input.oldString === "string" && typeof input.newString === "string") {
    return [`--- ${path}`, `+++ ${path}`, "@@ edit @@", ...lines(input.oldString, "-"), ...lines(input.newString, "+")].join("\n");
  }
  if (typeof input.content === "string") return [`--- ${path} (before)`, `+++ ${path}`, "@@ write @@", ...lines(input.content, "+")].join("\n");
  return undefined;
}

/** What the person would allow: the command for bash, the change for edits and writes, the path for reads. */
export function AskContext({ ask, part }: { ask: Ask; part: Part | undefined }) {
  const metadata = ask.metadata ?? {};
  if (ask.permission === "bash" || ask.permission === "run") {
    const command = typeof metadata.command === "string" ? metadata.command : ask.patterns.join("\n");
    return (
      <div>
        <h4>Command</h4>
        <pre class="terminal">{command}</pre>
      </div>
    );
  }
  if (ask.permission === "edit") {
    const input = (part?.state.input ?? {}) as Record<string, unknown>;
    const path = typeof metadata.filepath === "string" ? metadata.filepath : (ask.patterns[0] ?? "");
    const diff = typeof metadata.diff === "string" ? metadata.diff : diffOf(path, input);
    return (
      <div>
        <h4>Change to {path}</h4>
        {diff ? <DiffView diff={diff} /> : <p>The change is not known yet.</p>}
      </div>
    );
  }
  return (
    <div>
      <h4>{ask.permission === "read" ? "Path" : "Patterns"}</h4>
      <pre>{ask.patterns.join("\n")}</pre>
    </div>
  );
}
