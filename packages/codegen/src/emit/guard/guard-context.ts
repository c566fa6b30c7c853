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
 * A path below the current function's `p`: code segments (JSON string literals or loop variables).
 * Printed only where an issue is recorded, so the happy path never allocates it.
 */
export type PathExpr = readonly string[];

/** The path as code: `p` itself, or `[...p, "a", i1]`. */
export function pathCode(path: PathExpr): string {
  return path.length === 0 ? "p" : `[...p, ${path.join(", ")}]`;
}

/** The path to hand a called check: computed only when issues are collected. */
export function childPathArg(path: PathExpr): string {
  return path.length === 0 ? "p" : `e === undefined ? p : ${pathCode(path)}`;
}

/** Extends a path by a static property name or index. */
export function pathWith(path: PathExpr, segment: string | number): PathExpr {
  return [...path, typeof segment === "number" ? String(segment) : JSON.stringify(segment)];
}

/** Statement recording a failure: stop at once when only the verdict is wanted, else record and go on. */
export function failStatement(path: PathExpr, message: string): string {
  return `{ if (e === undefined) return false; ok = false; e.push({ path: ${pathCode(path)}, message: ${message} }); }`;
}

/** Statement for a failed call whose callee already recorded its issues. */
export const CALL_FAILED = "{ if (e === undefined) return false; ok = false; }";

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

/** Wraps statements as a complete check function `(x, p, e) => boolean`. */
export function functionCode(name: string, body: string, exported: boolean, doc?: string, ctx?: GuardContext): string {
  const types = ctx ? `: ${typeRef(ctx, "GuardPath")}, e: ${typeRef(ctx, "GuardIssue")}[] | undefined` : "";
  const params = ctx ? `x: any, p${types}` : "x, p, e";
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
