import type { ObjectNode } from "../../ir/types.ts";
import { failStatement, fresh, indent, message, pathWith, type FunctionScope, type GuardContext, type PathExpr } from "./guard-context.ts";
import { checkNode } from "./guard-node.ts";
import { notTypeCondition, patternTest } from "./guard-scalar.ts";

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Names a plain read would find on `Object.prototype` (`toString`, `__proto__`): read as own properties only. */
const INHERITED = new Set(["__proto__", ...Object.getOwnPropertyNames(Object.prototype)]);

/** Code reading property `name` of `v`, `undefined` when absent (JSON values are never `undefined`). */
export function readProperty(v: string, name: string): string {
  if (INHERITED.has(name)) return `(Object.hasOwn(${v}, ${JSON.stringify(name)}) ? ${v}[${JSON.stringify(name)}] : undefined)`;
  return IDENT.test(name) ? `${v}.${name}` : `${v}[${JSON.stringify(name)}]`;
}

/** Condition: `v` has property `name`. */
function hasProperty(v: string, name: string): string {
  return INHERITED.has(name) ? `Object.hasOwn(${v}, ${JSON.stringify(name)})` : `${readProperty(v, name)} !== undefined`;
}

/** Statements checking an object node: type, each declared property, then one pass over the keys when any rule needs it. */
export function objectChecks(node: ObjectNode, v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string {
  const lines: string[] = [];
  for (const p of node.properties) {
    const at = pathWith(path, p.name);
    const missing = failStatement(at, message(`Missing required property "${p.name}"`));
    const w = fresh(scope, "v");
    const sub = p.declared ? checkNode(p.schema, w, at, ctx, scope) : "";
    if (sub === "") {
      if (p.required) lines.push(`if (!(${hasProperty(v, p.name)})) ${missing}`);
      continue;
    }
    lines.push(`const ${w} = ${readProperty(v, p.name)};`);
    if (p.required) lines.push(`if (${w} === undefined) ${missing}\nelse {\n${indent(sub, "  ")}\n}`);
    else lines.push(`if (${w} !== undefined) {\n${indent(sub, "  ")}\n}`);
  }
  lines.push(...keyLoop(node, v, path, ctx, scope));
  for (const d of node.dependentRequired) {
    const checks = d.requires.map((r) => `if (!(${hasProperty(v, r)})) ${failStatement(pathWith(path, r), message(`Property "${r}" is required when "${d.property}" is present`))}`);
    if (checks.length > 0) lines.push(`if (${hasProperty(v, d.property)}) {\n${indent(checks.join("\n"), "  ")}\n}`);
  }
  for (const d of node.dependentSchemas) {
    const sub = checkNode(d.schema, v, path, ctx, scope);
    if (sub !== "") lines.push(`if (${hasProperty(v, d.property)}) {\n${indent(sub, "  ")}\n}`);
  }
  const head = `if (${notTypeCondition("object", v)}) ${failStatement(path, message("Invalid input: expected object"))}`;
  return lines.length === 0 ? head : `${head}\nelse {\n${indent(lines.join("\n"), "  ")}\n}`;
}

/** The single `for…in` pass for additional/pattern properties, property names and property counts. */
function keyLoop(node: ObjectNode, v: string, path: PathExpr, ctx: GuardContext, scope: FunctionScope): string[] {
  const additional = node.additionalProperties?.kind === "any" ? undefined : node.additionalProperties;
  const counted = node.minProperties !== undefined || node.maxProperties !== undefined;
  if (!additional && node.patternProperties.length === 0 && !node.propertyNames && !counted) return [];
  const k = fresh(scope, "k");
  const n = fresh(scope, "n");
  const at: PathExpr = [...path, k];
  const known = node.properties.filter((p) => p.declared).map((p) => p.name);
  const body: string[] = [];
  if (counted) body.push(`${n}++;`);
  const cases = known.map((name) => `case ${JSON.stringify(name)}:`).join(" ");
  const value = fresh(scope, "v");
  if (additional && node.patternProperties.length === 0) {
    // Closed or typed rest: a switch over the declared names decides, no flag needed.
    const rest = additional.kind === "never" ? failStatement(at, `\`Unrecognized key "\${${k}}"\``) : `{\n  const ${value} = ${v}[${k}];\n${indent(checkNode(additional, value, at, ctx, scope), "  ")}\n}`;
    body.push(known.length === 0 ? rest : `switch (${k}) {\n  ${cases}\n    break;\n  default:\n${indent(rest, "    ")}\n}`);
  } else if (node.patternProperties.length > 0 || additional) {
    const m = fresh(scope, "m");
    if (additional) body.push(known.length === 0 ? `let ${m} = false;` : `let ${m} = false;\nswitch (${k}) {\n  ${cases}\n    ${m} = true;\n}`);
    for (const pp of node.patternProperties) {
      const w = fresh(scope, "v");
      const sub = checkNode(pp.schema, w, at, ctx, scope);
      const mark = additional ? `${m} = true;\n` : "";
      if (sub === "" && !additional) continue;
      body.push(`if (${patternTest(pp.pattern, k, ctx)}) {\n${indent(`${mark}${sub === "" ? "" : `const ${w} = ${v}[${k}];\n${sub}`}`.trimEnd(), "  ")}\n}`);
    }
    if (additional) {
      const rest = additional.kind === "never" ? failStatement(at, `\`Unrecognized key "\${${k}}"\``) : `{\n  const ${value} = ${v}[${k}];\n${indent(checkNode(additional, value, at, ctx, scope), "  ")}\n}`;
      body.push(`if (!${m}) ${rest}`);
    }
  }
  if (node.propertyNames) {
    const sub = checkNode(node.propertyNames, k, at, ctx, scope);
    if (sub !== "") body.push(sub);
  }
  const out: string[] = [];
  if (counted) out.push(`let ${n} = 0;`);
  out.push(`for (const ${k} in ${v}) {\n${indent(body.join("\n"), "  ")}\n}`);
  if (node.minProperties !== undefined) out.push(`if (${n} < ${node.minProperties}) ${failStatement(path, message(`Too small: expected at least ${node.minProperties} properties`))}`);
  if (node.maxProperties !== undefined) out.push(`if (${n} > ${node.maxProperties}) ${failStatement(path, message(`Too big: expected at most ${node.maxProperties} properties`))}`);
  return out;
}
