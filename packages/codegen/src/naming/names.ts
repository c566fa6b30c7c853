/**
 * Initialisms that appear run together in schema names (`JSONRPCMessage`, `HTTPHeaders`). A run of
 * capitals is split into these when it decomposes exactly, so `JSONRPC` reads `jsonRpc`, not `jsonrpc`.
 */
const INITIALISMS = [
  "ACP", "AI", "API", "ASCII", "CLI", "CPU", "CSS", "CSV", "DNS", "GPU", "GRPC", "HTML", "HTTP", "HTTPS", "ID", "IO", "IP",
  "JSON", "JWT", "LLM", "LSP", "MCP", "OS", "PDF", "RPC", "SDK", "SQL", "SSE", "SSH", "TCP", "TLS", "TOML", "UDP", "UI",
  "URI", "URL", "UTF", "UUID", "XML", "YAML",
];

/** Splits an all-capitals run into known initialisms; the run itself when it does not decompose. */
function splitInitialisms(run: string): string[] {
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    for (const word of INITIALISMS) {
      const start = end - word.length;
      if (start >= 0 && best[start] && run.slice(start, end) === word && (!best[end] || best[start]!.length + 1 < best[end]!.length)) {
        best[end] = [...best[start]!, word];
      }
    }
  }
  return best[run.length] ?? [run];
}

/** Words split on anything that is not a letter or digit, on lower→Upper boundaries, and before the last capital of a capital run followed by lowercase (`JSONRPCMessage` → JSON RPC Message). */
function words(raw: string): string[] {
  return raw
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .flatMap((w) => (/^[A-Z]{2,}$/.test(w) ? splitInitialisms(w) : [w]));
}

/** An initialism is written like a word (`Json`, `json`); other words keep their inner capitals. */
function wordCase(word: string, first: boolean): string {
  const body = /^[A-Z0-9]{2,}$/.test(word) ? word.toLowerCase() : word[0]!.toLowerCase() + word.slice(1);
  return first ? body : body[0]!.toUpperCase() + body.slice(1);
}

/**
 * `ToolCall` → `toolCall`, `schema.v1` → `schemaV1`, `tool_kind` → `toolKind`, `JSONRPCMessage` → `jsonRpcMessage`;
 * keeps an existing lowerCamel name as is.
 */
export function lowerCamel(raw: string): string {
  if (/^[a-z][A-Za-z0-9]*$/.test(raw)) return raw;
  if (/^[A-Z][a-z0-9][A-Za-z0-9]*$/.test(raw) && !/[A-Z]{2}/.test(raw)) return raw[0]!.toLowerCase() + raw.slice(1);
  const ws = words(raw);
  if (ws.length === 0) return "_";
  const joined = ws.map((w, i) => wordCase(w, i === 0)).join("");
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
