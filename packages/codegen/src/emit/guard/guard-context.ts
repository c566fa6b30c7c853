import type { Module, RefTarget } from "../../ir/types.ts";
import type { ImportCollector } from "../imports.ts";
import { GUARD_RUNTIME_PATH, guardFunctionName, guardPath } from "./guard-names.ts";

/** What the guard printers need to know about the program and the file being written. */
export interface GuardContext {
  readonly imports: ImportCollector;
  readonly modules: ReadonlyMap<string, Module>;
  readonly currentModule: string;
  /** Module-level declarations (regexes, literal constants, branch functions, annotators), in order of first use. */
  readonly hoisted: string[];
  /** Counter for module-level names. */
  counter: number;
  /** Branch functions already hoisted, by node, so a node shared by a check and an annotator is printed once. */
  readonly units: Map<object, string>;
  /** Records that a definition's annotator export is needed (unevaluated* support). */
  needAnnotator(key: string): void;
}

/** Per-function state: fresh local variable names. */
export interface FunctionScope {
  next: number;
}

/**
 * A path below the current function's value: code segments (JSON string literals or loop variables).
 * Issues carry it reversed (innermost first); each caller appends its own segments only when a callee
 * failed, and `check<Name>` reverses once at the end, so a value that passes never builds a path.
 */
export type PathExpr = readonly string[];

/** The segments innermost first, as a comma-separated code list (how issues carry their paths). */
function innermostFirst(path: PathExpr): string {
  return [...path].reverse().join(", ");
}

/** Extends a path by a static property name or index. */
export function pathWith(path: PathExpr, segment: string | number): PathExpr {
  return [...path, typeof segment === "number" ? String(segment) : JSON.stringify(segment)];
}

/** Statement pushing one issue at `path` (collecting mode only). */
export function pushIssue(path: PathExpr, message: string): string {
  return `e.push({ path: [${innermostFirst(path)}], message: ${message} });`;
}

/** After an issue is recorded: stop there when only the first issue is wanted (`first`), else go on. */
export const STOP_IF_FIRST = "if (first) return false;";

/** Statement recording a failure: stop at once when only the verdict is wanted, else record and go on (or stop if first). */
export function failStatement(path: PathExpr, message: string): string {
  return `{ if (e === undefined) return false; ok = false; ${pushIssue(path, message)} ${STOP_IF_FIRST} }`;
}

/**
 * Statements running `call` (code passing `e` through), a check that records its own issues relative to the value it
 * was given; on failure those issues get `path` appended. `call` is printed once; a mark of `e`'s length is kept only
 * when there is a path to append.
 */
export function callStatement(call: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  if (path.length === 0) return `if (!${call}) { if (e === undefined) return false; ok = false; ${STOP_IF_FIRST} }`;
  const mark = fresh(scope, "s");
  return `const ${mark} = e === undefined ? 0 : e.length;\nif (!${call}) { if (e === undefined) return false; ok = false; ${appendPath(mark, path, ctx)} ${STOP_IF_FIRST} }`;
}

/** Statement appending `path` to the issues recorded since `mark` (already known to be collecting). */
export function appendPath(mark: string, path: PathExpr, ctx: GuardContext): string {
  return `${helper(ctx, "appendPath")}(e, ${mark}, ${innermostFirst(path)});`;
}

/** A string literal for a message. */
export function message(text: string): string {
  return JSON.stringify(text);
}

/** A fresh local variable name inside one function. */
export function fresh(scope: FunctionScope, prefix: string): string {
  return `${prefix}${++scope.next}`;
}

/** A fresh module-level name, declared by `declare(name)`. */
export function hoist(ctx: GuardContext, prefix: string, declare: (name: string) => string): string {
  const name = `$${prefix}${++ctx.counter}`;
  ctx.hoisted.push(declare(name));
  return name;
}

/** A runtime helper, imported from the shared helpers module. */
export function helper(ctx: GuardContext, name: string): string {
  return ctx.imports.use({ name, from: GUARD_RUNTIME_PATH });
}

/** The check function of a referenced definition, imported when it lives in another module. */
export function refFunction(target: RefTarget, ctx: GuardContext): string {
  const name = guardFunctionName(target);
  return target.module === ctx.currentModule ? name : ctx.imports.use({ name, from: guardPath(target.module) });
}

/** Wraps statements as a complete check function `(x, e, first) => boolean`. */
export function functionCode(name: string, body: string, exported: boolean, doc: string | undefined, ctx: GuardContext): string {
  const params = `x: any, e: ${typeRef(ctx, "GuardIssue")}[] | undefined, first?: boolean`;
  return `${doc ?? ""}${exported ? "export " : ""}function ${name}(${params}): boolean {\n  let ok = true;\n${indent(body, "  ")}\n  return ok;\n}`;
}

function typeRef(ctx: GuardContext, name: string): string {
  return ctx.imports.use({ name, from: GUARD_RUNTIME_PATH, typeOnly: true });
}

/** Indents every non-empty line. */
export function indent(code: string, by: string): string {
  return code
    .split("\n")
    .map((l) => (l.length > 0 ? by + l : l))
    .join("\n");
}
