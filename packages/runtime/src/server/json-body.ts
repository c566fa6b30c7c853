import { InvalidArgumentError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../errors/runtime-error.ts";

/** Limits applied to every JSON request body before any validator sees it. */
export interface JsonBodyLimits {
  /** Largest accepted body in bytes. */
  readonly maxBytes: number;
  /** Deepest accepted nesting of arrays/objects. */
  readonly maxDepth: number;
}

export const DEFAULT_BODY_LIMITS: JsonBodyLimits = Object.freeze({ maxBytes: 1024 * 1024, maxDepth: 64 });

/**
 * Keys refused anywhere in a body. JSON.parse itself is safe (it defines `__proto__` as an own
 * property), but any later `Object.assign`, `obj[key] = value` copy or naive merge would turn
 * them into prototype writes; refusing them at the edge keeps that whole class out.
 */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function checkContentType(header: string | null): void {
  if (header === "application/json") return;
  if (!header) throw new UnsupportedMediaTypeError("request body must be JSON: Content-Type application/json is required");
  const [type, ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") {
    throw new UnsupportedMediaTypeError(`request body must be JSON: Content-Type ${type} is not application/json`);
  }
  for (const param of params) {
    const [name, value] = param.split("=").map((part) => part.trim().replace(/^"|"$/g, ""));
    if (name === "charset" && value !== "utf-8" && value !== "utf8") {
      throw new UnsupportedMediaTypeError(`request body must be UTF-8 JSON: charset ${value} is not supported`);
    }
  }
}

/**
 * Reads the body up to `maxBytes`, refusing more without buffering it (the caller checks the length of what a declared
 * length let through). Not async itself: the common path is the one promise of `request.bytes()`, awaited once by the caller.
 */
function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    throw new PayloadTooLargeError(`request body is ${declared} bytes; the limit is ${maxBytes}`);
  }
  // A declared length within the limit is what the server frames the body by (a longer body is not this request's),
  // so one buffered read is bounded; reading the stream chunk by chunk cost more than the rest of a small request.
  // Checked before `request.body` is touched: reading that getter makes the body a stream, which `bytes()` then drains.
  if (declared !== null && /^\d+$/.test(declared)) return request.bytes();
  if (!request.body) return Promise.resolve(new Uint8Array(0));
  return readStream(request, maxBytes);
}

/** Reads a body without a declared length chunk by chunk, stopping past `maxBytes`. */
async function readStream(request: Request, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(`request body exceeds the limit of ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Measures nesting on the raw text (strings skipped) so a 10,000-deep document is refused
 * before a recursive parser, validator or proto converter can overflow its stack on it.
 */
export function jsonDepth(text: string, stopAt: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** Finds a forbidden key anywhere in a parsed value; returns its path. Iterative: depth is already bounded. */
export function findForbiddenKey(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push([item, `${path}[${index}]`]));
      continue;
    }
    for (const key of Object.keys(node)) {
      const at = path === "" ? key : `${path}.${key}`;
      if (FORBIDDEN_KEYS.has(key)) return at;
      stack.push([(node as Record<string, unknown>)[key], at]);
    }
  }
  return undefined;
}

/** Checks a parsed JSON value against the same limits a body gets (for bodies that arrive another way, e.g. gRPC). */
export function checkJsonValue(value: unknown, what: string): void {
  const forbidden = findForbiddenKey(value);
  if (forbidden !== undefined) {
    throw new InvalidArgumentError(`invalid ${what}: ${forbidden}: the key "${forbidden.split(/[.[]/).at(-1)}" is not allowed`);
  }
}

/**
 * Reads a JSON request body safely: Content-Type must be JSON (415), size is capped (413), the
 * bytes must be valid UTF-8, nesting is bounded, syntax must be valid and no key may reach a
 * prototype (400 each, with a message saying which).
 */
export async function readJsonBody(request: Request, limits: JsonBodyLimits = DEFAULT_BODY_LIMITS): Promise<unknown> {
  checkContentType(request.headers.get("content-type"));
  const bytes = await readLimited(request, limits.maxBytes);
  // Only a Request built in process (never one off the socket) can carry more than it declares.
  if (bytes.byteLength > limits.maxBytes) throw new PayloadTooLargeError(`request body exceeds the limit of ${limits.maxBytes} bytes`);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new InvalidArgumentError("request body is not valid UTF-8");
  }
  return parseJsonText(text, limits, "request body");
}

/**
 * Parses JSON text that arrived another way (a WebSocket frame) with a body's checks: not empty,
 * nesting bounded before the parser runs, valid syntax, no prototype keys. `what` names it in errors.
 */
export function parseJsonText(text: string, limits: Pick<JsonBodyLimits, "maxDepth">, what: string): unknown {
  if (text.trim() === "") throw new InvalidArgumentError(`${what} is empty; a JSON object is required`);
  const depth = jsonDepth(text, limits.maxDepth);
  if (depth > limits.maxDepth) {
    throw new InvalidArgumentError(`${what} nests deeper than ${limits.maxDepth} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidArgumentError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
  checkJsonValue(value, what);
  return value;
}
