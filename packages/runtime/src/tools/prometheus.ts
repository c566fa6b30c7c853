import type { ToolStats } from "./tool-metrics.ts";

/** Escapes a label value for the Prometheus text format (backslash, quote, newline). */
function label(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

const COUNTERS: readonly [keyof ToolStats, string, string][] = [
  ["calls", "toolwire_tool_calls_total", "Tool calls started."],
  ["successes", "toolwire_tool_successes_total", "Tool calls that completed."],
  ["errors", "toolwire_tool_errors_total", "Tool calls that ended in error (timeouts included)."],
  ["timeouts", "toolwire_tool_timeouts_total", "Tool calls stopped by their timeout."],
  ["truncations", "toolwire_tool_truncations_total", "Completed tool calls whose output was truncated."],
  ["fallbacks", "toolwire_tool_fallbacks_total", "Completed tool calls that ran their declared fallback implementation."],
];

/** Renders per-tool metrics in the Prometheus text exposition format (version 0.0.4). */
export function renderPrometheus(stats: Readonly<Record<string, ToolStats>>): string {
  const tools = Object.keys(stats);
  const lines: string[] = [];
  for (const [key, name, help] of COUNTERS) {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
    for (const tool of tools) lines.push(`${name}{tool="${label(tool)}"} ${stats[tool]![key]}`);
  }
  lines.push("# HELP toolwire_tool_in_flight Tool calls running now (queue depth).", "# TYPE toolwire_tool_in_flight gauge");
  for (const tool of tools) lines.push(`toolwire_tool_in_flight{tool="${label(tool)}"} ${stats[tool]!.inFlight}`);
  lines.push("# HELP toolwire_tool_duration_seconds Tool call duration; quantiles over the most recent calls.", "# TYPE toolwire_tool_duration_seconds summary");
  for (const tool of tools) {
    const s = stats[tool]!;
    const t = label(tool);
    lines.push(
      `toolwire_tool_duration_seconds{tool="${t}",quantile="0.5"} ${s.p50Seconds}`,
      `toolwire_tool_duration_seconds{tool="${t}",quantile="0.99"} ${s.p99Seconds}`,
      `toolwire_tool_duration_seconds_sum{tool="${t}"} ${s.durationSumSeconds}`,
      `toolwire_tool_duration_seconds_count{tool="${t}"} ${s.successes + s.errors}`,
    );
  }
  lines.push("# HELP toolwire_permission_wait_seconds How long a tool's permission asks waited for a decision; quantiles over the most recent asks.", "# TYPE toolwire_permission_wait_seconds summary");
  for (const tool of tools) {
    const s = stats[tool]!;
    const t = label(tool);
    lines.push(`toolwire_permission_wait_seconds{tool="${t}",quantile="0.5"} ${s.permissionWaitP50Seconds}`, `toolwire_permission_wait_seconds{tool="${t}",quantile="0.99"} ${s.permissionWaitP99Seconds}`, `toolwire_permission_wait_seconds_count{tool="${t}"} ${s.permissionWaits}`);
  }
  return `${lines.join("\n")}\n`;
}
