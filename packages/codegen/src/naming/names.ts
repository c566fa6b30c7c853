/** Words split on anything that is not a letter or digit, and on lower→Upper boundaries. */
function words(raw: string): string[] {
  return raw
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** `ToolCall` → `toolCall`, `schema.v1` → `schemaV1`, `tool_kind` → `toolKind`; keeps an existing lowerCamel name as is. */
export function lowerCamel(raw: string): string {
  if (/^[a-z][A-Za-z0-9]*$/.test(raw)) return raw;
  if (/^[A-Z][A-Za-z0-9]*$/.test(raw)) return raw[0]!.toLowerCase() + raw.slice(1);
  const ws = words(raw);
  if (ws.length === 0) return "_";
  const joined = ws
    .map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1)))
    .join("");
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/** `toolCall` → `ToolCall`. */
export function pascalCase(raw: string): string {
  const camel = lowerCamel(raw);
  return camel.startsWith("_") ? `T${camel}` : camel[0]!.toUpperCase() + camel.slice(1);
}

/** Module name for a schema file: strips `.schema.json` / `.json` and camel-cases the rest. */
export function moduleNameForFile(relativePath: string): string {
  const base = relativePath.split("/").pop() ?? relativePath;
  return lowerCamel(base.replace(/\.schema\.json$/, "").replace(/\.json$/, ""));
}
