/**
 * Proto naming, kept apart from the mapping so every rename rule lives in one place:
 * JSON names → lower_snake fields, PascalCase types, UPPER_SNAKE enum values, domain → package.
 */

/**
 * Field names that protoc accepts but that break generated JavaScript: ts-proto's `fromPartial`
 * reads `object.constructor ?? ""`, which finds `Object.prototype.constructor` on a plain object.
 * A field whose snake name is listed here gets the suffix `_field` (its json_name keeps the JSON name).
 */
export const RESERVED_FIELD_NAMES: ReadonlySet<string> = new Set([
  "constructor",
  "to_string",
  "to_locale_string",
  "value_of",
  "has_own_property",
  "is_prototype_of",
  "property_is_enumerable",
  "proto",
  "define_getter",
  "define_setter",
  "lookup_getter",
  "lookup_setter",
]);

/**
 * Type names that would clash with what ts-proto and grpc-js declare in every generated file
 * (helper types, the Long shim) or with the proto keywords used as type names in some languages.
 * A message or enum named like this gets the suffix `Type`.
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  "Builtin",
  "DeepPartial",
  "Exact",
  "KeysOfUnion",
  "MessageFns",
  "Long",
  "Object",
  "Function",
  "Array",
  "Map",
  "Set",
  "Symbol",
  "Promise",
  "Error",
  "Date",
]);

/** Splits a JSON name into words: camel humps, acronyms (`IDs` stays one word), digits, separators. */
export function words(raw: string): string[] {
  const out: string[] = [];
  const re = /[A-Z]{2,}s(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;
  for (const m of raw.matchAll(re)) out.push(m[0].toLowerCase());
  return out;
}

/** `sessionID` → `session_id`, `_meta` → `meta`, `toolIDs` → `tool_ids`; "" when no word is left. */
export function snakeName(raw: string): string {
  const joined = words(raw).join("_");
  if (joined === "") return "";
  return /^[0-9]/.test(joined) ? `field_${joined}` : joined;
}

/** Applies the reserved-word rule to a field or oneof name. */
export function safeFieldName(snake: string): string {
  return RESERVED_FIELD_NAMES.has(snake) ? `${snake}_field` : snake;
}

/** `mime_type` / `mimeType` / `permission.asked` → `MimeType` / `PermissionAsked`. */
export function pascalName(raw: string): string {
  const ws = words(raw);
  if (ws.length === 0) return "";
  const joined = ws.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  return /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

/** Applies the reserved-word rule to a message or enum name. */
export function safeTypeName(pascal: string): string {
  return RESERVED_TYPE_NAMES.has(pascal) ? `${pascal}Type` : pascal;
}

/** `PermissionReply` → `PERMISSION_REPLY`; `allow_once` → `ALLOW_ONCE`. */
export function upperSnakeName(raw: string): string {
  return words(raw).join("_").toUpperCase();
}

const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  "-": "DASH", _: "UNDERSCORE", "/": "SLASH", ".": "DOT", " ": "SPACE", "*": "STAR", "+": "PLUS", ":": "COLON",
  ",": "COMMA", ";": "SEMICOLON", "@": "AT", "#": "HASH", "~": "TILDE", "=": "EQUALS", "|": "PIPE", "&": "AMPERSAND",
  "!": "BANG", "?": "QUESTION", "%": "PERCENT", $: "DOLLAR", "^": "CARET", "<": "LESS", ">": "GREATER",
};

/**
 * The proto name part for an enum value: its words in UPPER_SNAKE, or for a value without letters or digits
 * (`"-"`, `"_"`, `""`) the names of its characters (`DASH`, `UNDERSCORE`, `EMPTY`; others by code point).
 */
export function enumValueName(json: string): string {
  const plain = upperSnakeName(json);
  if (plain !== "") return plain;
  if (json === "") return "EMPTY";
  return [...json].map((ch) => SYMBOL_NAMES[ch] ?? `U${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join("_");
}

/** The camelCase property ts-proto generates for a proto field or oneof name (its `snakeToCamel`). */
export function tsProtoFieldName(protoName: string): string {
  if (!protoName.includes("_")) return protoName;
  const hasLower = /[a-z]/.test(protoName);
  return protoName
    .split("_")
    .map((w, i) => {
      const word = hasLower ? w : w.toLowerCase();
      return i === 0 ? word : word.slice(0, 1).toUpperCase() + word.slice(1);
    })
    .join("");
}

/** Proto package segments for a schema domain folder: `tool` → `tool`, `acp/v2-draft` → `acp.v2_draft`. */
function domainSegments(domain: string): string[] {
  return domain
    .split("/")
    .filter((s) => s.length > 0)
    .map((s) => snakeName(s) || "x");
}

/** `tool` → `opencode.tool.v1`; the root folder → `opencode.v1`. */
export function packageForDomain(domain: string, base = DEFAULT_PROTO_PACKAGE): string {
  const { stem, version } = splitVersion(base);
  return [...stem, ...domainSegments(domain), version].join(".");
}

/** The default package root (`--proto-package`): domains go to `opencode.<domain>.v1`. */
export const DEFAULT_PROTO_PACKAGE = "opencode";

/** `acme.mcp.v2` → stem `acme.mcp`, version `v2`; without a `vN` suffix the version is `v1`. */
function splitVersion(base: string): { stem: string[]; version: string } {
  const parts = base.split(".").filter(Boolean);
  const last = parts[parts.length - 1];
  return last !== undefined && /^v\d+((alpha|beta)\d*)?$/.test(last) ? { stem: parts.slice(0, -1), version: last } : { stem: parts, version: "v1" };
}

/** `tool` → `opencode/tool/v1/tool.proto`: the directory matches the package, as buf's STANDARD lint requires. */
export function protoFileForDomain(domain: string, base = DEFAULT_PROTO_PACKAGE): string {
  const { stem, version } = splitVersion(base);
  const domainSegs = domainSegments(domain);
  const file = domainSegs.length > 0 ? domainSegs.join("_") : (stem[stem.length - 1] ?? "proto");
  return [...stem, ...domainSegs, version, `${file}.proto`].join("/");
}

/** A `--proto-package` value: dot-separated lower_snake segments, as proto package names are. */
export function isProtoPackage(value: string): boolean {
  return /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/.test(value);
}

/** The file holding a domain's services, next to its messages. */
export function serviceFileForDomain(domain: string, base = DEFAULT_PROTO_PACKAGE): string {
  return protoFileForDomain(domain, base).replace(/\.proto$/, "_service.proto");
}
