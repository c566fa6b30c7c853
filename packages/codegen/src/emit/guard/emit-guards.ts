import { readPackageFile } from "../../assets/package-file.ts";
import { defKey } from "../../ir/def-graph.ts";
import type { Module, Node, Program, RefTarget } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { createImportCollector, type ImportExtension } from "../imports.ts";
import { emitIndexModule } from "../index-module.ts";
import { annotatorExpression } from "./guard-annotator.ts";
import { functionCode, type GuardContext } from "./guard-context.ts";
import { GUARD_RUNTIME_PATH, guardAnnotatorName, guardFunctionName, guardPath } from "./guard-names.ts";
import { checkNode } from "./guard-node.ts";

/** Source of the helpers module copied into every guards output, read once at load (a template, not output). */
const RUNTIME_SOURCE = readPackageFile("src/emit/guard/runtime/guard-runtime.ts");

/** Emits one compiled guard module per IR module (`guards/<name>.ts`) plus the shared helpers. */
export function emitGuards(program: Program, extension: ImportExtension = ".js"): GeneratedFile[] {
  const modules = new Map(program.modules.map((m) => [m.name, m]));
  const needed = new Set<string>();
  let grew = false;
  const needAnnotator = (key: string) => {
    if (!needed.has(key)) {
      needed.add(key);
      grew = true;
    }
  };
  // unevaluated* may need another definition's annotator; print again until no new one is asked for.
  let files: GeneratedFile[];
  do {
    grew = false;
    files = program.modules.map((m) => renderModule(m, modules, needed, needAnnotator, extension));
  } while (grew);
  files.push({ path: GUARD_RUNTIME_PATH, content: RUNTIME_SOURCE });
  files.push(emitIndexModule("guards", files, extension, [GUARD_RUNTIME_PATH]));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function renderModule(module: Module, modules: ReadonlyMap<string, Module>, needed: ReadonlySet<string>, needAnnotator: (key: string) => void, extension: ImportExtension): GeneratedFile {
  const path = guardPath(module.name);
  const ctx: GuardContext = {
    imports: createImportCollector(path, extension),
    modules,
    currentModule: module.name,
    hoisted: [],
    counter: 0,
    units: new Map(),
    needAnnotator,
  };
  const definitions: { target: RefTarget; node: Node; doc: string }[] = [
    ...module.locals.map((l) => ({ target: { module: module.name, local: l.name }, node: l.node, doc: `/** Checks local definition ${l.name}. */\n` })),
    { target: { module: module.name }, node: module.root, doc: `/** Checks ${module.typeName}: \`e\` undefined answers only; else every issue is recorded in \`e\` (only the first when \`first\`). */\n` },
  ];
  const blocks: string[] = [];
  for (const { target, node, doc } of definitions) {
    blocks.push(functionCode(guardFunctionName(target), checkNode(node, "x", [], ctx, { next: 0 }), true, doc, ctx));
    if (needed.has(defKey(target))) {
      const annType = ctx.imports.use({ name: "Annotator", from: GUARD_RUNTIME_PATH, typeOnly: true });
      blocks.push(`/** Which properties/items the definition evaluates (for unevaluated* elsewhere). */\nexport const ${guardAnnotatorName(target)}: ${annType} = ${annotatorExpression(node, ctx)};`);
    }
  }
  blocks.push(publicApi(module, ctx));
  const header = `// Code generated from ${module.file}${module.pointer ? `#${module.pointer}` : ""}. DO NOT EDIT.`;
  const hoisted = ctx.hoisted.length > 0 ? `${ctx.hoisted.join("\n\n")}\n\n` : "";
  return { path, content: `${header}\n${ctx.imports.print()}\n\n${hoisted}${blocks.join("\n\n")}\n` };
}

/** `is<Name>` (a type guard, no allocation) and `check<Name>` (one pass: the value, or every issue, or the first when asked). */
function publicApi(module: Module, ctx: GuardContext): string {
  // Relative to the output root (like references between validators), so any `--out` with the ts target resolves.
  const type = ctx.imports.use({ name: module.typeName, from: `types/${module.name}.ts`, typeOnly: true });
  const fn = guardFunctionName({ module: module.name });
  const rejected = ctx.imports.use({ name: "rejected", from: GUARD_RUNTIME_PATH });
  const issue = ctx.imports.use({ name: "GuardIssue", from: GUARD_RUNTIME_PATH, typeOnly: true });
  const options = ctx.imports.use({ name: "CheckOptions", from: GUARD_RUNTIME_PATH, typeOnly: true });
  const result = ctx.imports.use({ name: "GuardResult", from: GUARD_RUNTIME_PATH, typeOnly: true });
  return [
    `/** True when \`x\` is a valid ${module.typeName}. */`,
    `export function is${module.typeName}(x: unknown): x is ${type} {`,
    `  return ${fn}(x, undefined);`,
    "}",
    "",
    `/** \`x\` itself when it is a valid ${module.typeName}, else every issue with its path (only the first with \`{ first: true }\`). */`,
    `export function check${module.typeName}(x: unknown, options?: ${options}): ${result}<${type}> {`,
    `  const e: ${issue}[] = [];`,
    `  return ${fn}(x, e, options?.first) ? { success: true, data: x as ${type} } : ${rejected}(e);`,
    "}",
  ].join("\n");
}
