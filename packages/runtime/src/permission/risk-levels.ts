import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";

export type { ToolRiskLevel };

/**
 * Risk levels of OpenCode's permissions (tool-invocation-spec "Permission Assessment"): read-only
 * tools low, local modifications medium, system operations high, destructive ones critical.
 * Anything not listed is high.
 */
export const DEFAULT_RISK_LEVELS: Readonly<Record<string, ToolRiskLevel>> = Object.freeze({
  read: "low",
  grep: "low",
  glob: "low",
  list: "low",
  ls: "low",
  codesearch: "low",
  "lsp-hover": "low",
  "lsp-diagnostics": "low",
  todoread: "low",
  edit: "medium",
  write: "medium",
  patch: "medium",
  multiedit: "medium",
  todowrite: "medium",
  bash: "high",
  run: "high",
  task: "high",
  webfetch: "high",
  websearch: "high",
  external_directory: "high",
  rm: "critical",
  format: "critical",
});

const ORDER: readonly ToolRiskLevel[] = ["low", "medium", "high", "critical"];

/** Looks up the registry's level for a permission; undefined when it does not know it. */
export type RiskRegistry = (permission: string) => ToolRiskLevel | undefined;

export const defaultRiskRegistry: RiskRegistry = (permission) => DEFAULT_RISK_LEVELS[permission];

/**
 * The level an ask is decided under: the registry's (high when unknown), raised to what the asker
 * declared. An asker can make its call stricter, never looser, so a hostile agent cannot claim `low`.
 */
export function effectiveRisk(registry: RiskRegistry, permission: string, declared: ToolRiskLevel | undefined): ToolRiskLevel {
  const known = registry(permission) ?? "high";
  if (declared === undefined) return known;
  return ORDER.indexOf(declared) > ORDER.indexOf(known) ? declared : known;
}
