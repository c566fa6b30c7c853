import { readdir, readFile } from "node:fs/promises";
import { basename, join, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { findJsonErrorOffset } from "./json-error-position.ts";

/** A schema document as read from disk, before any validation. */
export interface SchemaDocument {
  /** Path shown to users: the schemas root as given on the command line joined with the file path. */
  readonly file: string;
  /** Path relative to the schemas root, `/`-separated. */
  readonly relativePath: string;
  /** Stable name for generated headers: the schemas folder's own name + relativePath (same from any cwd). */
  readonly label: string;
  readonly json: unknown;
  /** True for documents whose definitions stay local to their own module even if the file is not `*.schema.json` (the bundled meta-schemas, whose `$defs` names repeat across dialects). */
  readonly standalone?: boolean;
}

export interface LoadResult {
  readonly documents: readonly SchemaDocument[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Reads every schema under `root`: files named `*.schema.json`, and other `*.json` files whose
 * top level declares `$schema` (bundle files like the ACP schema). Folders named `examples`,
 * `node_modules` and dot-folders are skipped. Files come back sorted by path.
 */
export async function loadSchemas(root: string, displayRoot = root): Promise<LoadResult> {
  const documents: SchemaDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  let files: string[];
  try {
    files = await listJsonFiles(root);
  } catch (error) {
    return { documents, diagnostics: [{ file: displayRoot, pointer: "", message: `cannot read schemas directory: ${(error as Error).message}` }] };
  }
  for (const path of files.sort()) {
    const relativePath = relative(root, path).split(sep).join("/");
    const file = joinDisplay(displayRoot, relativePath);
    const text = await readFile(path, "utf8");
    const parsed = parseJson(text);
    if (!parsed.ok) {
      if (relativePath.endsWith(".schema.json")) diagnostics.push({ file, pointer: "", message: parsed.message });
      continue;
    }
    const isSchemaFile =
      relativePath.endsWith(".schema.json") ||
      (isPlainObject(parsed.value) && typeof parsed.value.$schema === "string");
    if (isSchemaFile) documents.push({ file, relativePath, label: `${basename(resolve(root))}/${relativePath}`, json: parsed.value });
  }
  return { documents, diagnostics };
}

function joinDisplay(root: string, rel: string): string {
  const trimmed = root.replace(/\/+$/, "");
  return trimmed === "" || trimmed === "." ? rel : `${trimmed}/${rel}`;
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "examples") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listJsonFiles(path)));
    else if (entry.isFile() && entry.name.endsWith(".json")) out.push(path);
  }
  return out;
}

type ParseResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Parses JSON, turning the engine's error into `malformed JSON at line L, column C: …`. */
export function parseJson(text: string): ParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message.replace(/^JSON Parse error: /, "");
    return { ok: false, message: `malformed JSON at ${lineColumn(text, findJsonErrorOffset(text))}: ${message}` };
  }
}

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

/** True for a non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
