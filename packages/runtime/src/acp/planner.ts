/** One step of a prompt turn. */
export type PlanStep =
  | { readonly kind: "tool"; readonly tool: string; readonly input: unknown }
  | { readonly kind: "message"; readonly text: string };

/** What a planner is given for one turn. */
export interface PlanInput {
  readonly sessionId: string;
  /** The prompt's text blocks, joined by newlines. */
  readonly text: string;
  readonly signal: AbortSignal;
}

/** Decides a prompt turn's steps (a model, or the deterministic command planner). */
export interface Planner {
  plan(input: PlanInput): AsyncIterable<PlanStep> | Iterable<PlanStep>;
}

const TOOL_LINE = /^\/tool\s+(\S+)\s*(.*)$/;
/** `/<name> <json input>`: an ACP command as the editor sends it (the commands are the tools, see available_commands_update). */
const COMMAND_LINE = /^\/([A-Za-z0-9_][A-Za-z0-9_.:-]*)(?:\s+(.*))?$/;

/** Parses one `/tool <name> <json input>` (or `/<name> <json input>`) line; an error message naming the line otherwise. */
export function parseToolLine(line: string, lineNumber: number): PlanStep | undefined {
  const match = TOOL_LINE.exec(line.trim()) ?? COMMAND_LINE.exec(line.trim());
  if (!match) return undefined;
  const [, tool, json] = match;
  if (json === undefined || json.trim() === "") return { kind: "tool", tool: tool!, input: {} };
  try {
    return { kind: "tool", tool: tool!, input: JSON.parse(json) };
  } catch (error) {
    return { kind: "message", text: `line ${lineNumber}: /tool ${tool}: input is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** The deterministic planner: runs the tool calls written in the prompt, one `/tool <name> <json input>` per line; other lines are ignored. */
export function createCommandPlanner(): Planner {
  return {
    *plan({ text }) {
      const lines = text.split(/\r?\n/);
      for (let i = 0; i < lines.length; i++) {
        const step = parseToolLine(lines[i]!, i + 1);
        if (step) yield step;
      }
    },
  };
}
