import { readPackageFile } from "../../assets/package-file.ts";
import { buildDefGraph } from "../../ir/def-graph.ts";
import type { Module, Program } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { createImportCollector, type ImportExtension } from "../imports.ts";
import { emitIndexModule } from "../index-module.ts";
import { ZOD_PEER_RANGE } from "./zod-peer.ts";
import {
  RUNTIME_PATH,
  annotatorExportName,
  annotatorExpression,
  localAnnotatorName,
  localConstName,
  schemaExportName,
  createCycleState,
  isBareObjectNode,
  zodExpression,
  type ZodContext,
} from "./zod-expression.ts";

/** Source of the helpers module copied into every output, read once at load (a template, not output). */
const RUNTIME_SOURCE = readPackageFile("src/emit/zod/runtime/toolwire-runtime.ts");

/** Emits one Zod 4 module per IR module (`validators/<name>.ts`), the shared helpers when used, and `validators/index.ts`. */
export function emitZod(program: Program, extension: ImportExtension = ".js"): GeneratedFile[] {
  const graph = buildDefGraph(program.modules);
  const modules = new Map(program.modules.map((m) => [m.name, m]));
  const needed = new Set<string>();
  const pending: string[] = [];
  const needAnnotator = (key: string) => {
    if (!needed.has(key)) {
      needed.add(key);
      pending.push(key);
    }
  };
  // First pass finds which annotators unevaluated* needs; the second prints with them included.
  const render = () => program.modules.map((m) => renderModule(m, { graph, modules, needAnnotator, needed, extension }));
  let files = render();
  while (pending.length > 0) {
    pending.length = 0;
    files = render();
  }
  const out = files.map((f) => f.file);
  if (files.some((f) => f.usesRuntime)) out.push({ path: RUNTIME_PATH, content: RUNTIME_SOURCE });
  out.push(emitIndexModule("validators", out, extension, [RUNTIME_PATH], `Needs zod ${ZOD_PEER_RANGE} (declare it in your package.json; toolwire's peer dependency says the same).`));
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

interface RenderEnv {
  readonly graph: ReturnType<typeof buildDefGraph>;
  readonly modules: ReadonlyMap<string, Module>;
  readonly needed: ReadonlySet<string>;
  readonly extension: ImportExtension;
  needAnnotator(key: string): void;
}

function renderModule(module: Module, env: RenderEnv): { file: GeneratedFile; usesRuntime: boolean } {
  const path = `validators/${module.name}.ts`;
  const imports = createImportCollector(path, env.extension);
  let usesRuntime = false;
  const trackedImports = {
    use: (symbol: Parameters<typeof imports.use>[0]) => {
      if (symbol.from === RUNTIME_PATH) usesRuntime = true;
      return imports.use(symbol);
    },
    print: () => imports.print(),
  };
  const blocks: string[] = [];
  for (const key of env.graph.order(module)) {
    const local = key.includes("#") ? key.slice(key.indexOf("#") + 1) : undefined;
    const cycles = createCycleState();
    const ctx: ZodContext = {
      cycles,
      imports: trackedImports,
      graph: env.graph,
      modules: env.modules,
      currentDef: key,
      currentModule: module.name,
      needAnnotator: env.needAnnotator,
    };
    const node = local === undefined ? module.root : module.locals.find((l) => l.name === local)!.node;
    const expr = zodExpression(node, ctx);
    const z = trackedImports.use({ name: "z", from: "zod" });
    // A cycle through z.lazy defeats inference; getters keep the inferred type, but only in a bare object for
    // TypeScript 5 (see isBareObjectNode): elsewhere the definition is declared, as with z.lazy.
    const annotation = cycles.lazy > 0 || (cycles.deferred > 0 && !isBareObjectNode(node)) ? `: ${z}.ZodType<unknown>` : "";
    if (local === undefined) {
      blocks.push(`${docComment(module)}export const ${schemaExportName(module.name)}${annotation} = ${expr};`);
      blocks.push(`/** ${module.typeName}, inferred from {@link ${schemaExportName(module.name)}}. */\nexport type ${module.typeName} = ${z}.infer<typeof ${schemaExportName(module.name)}>;`);
    } else {
      blocks.push(`/** Local definition ${local} (referenced by other schemas). */\nexport const ${localConstName(module.name, local)}${annotation} = ${expr};`);
    }
    if (env.needed.has(key)) {
      const ann = annotatorExpression(node, ctx);
      const annType = trackedImports.use({ name: "Annotator", from: RUNTIME_PATH, typeOnly: true });
      blocks.push(
        local === undefined
          ? `/** Which properties/items {@link ${schemaExportName(module.name)}} evaluates (for unevaluated* in other schemas). */\nexport const ${annotatorExportName(module.name)}: ${annType} = ${ann};`
          : `export const ${localAnnotatorName(module.name, local)}: ${annType} = ${ann};`,
      );
    }
  }
  const header = `// Code generated from ${module.file}${module.pointer ? `#${module.pointer}` : ""}. DO NOT EDIT.`;
  const content = `${header}\n${trackedImports.print()}\n\n${blocks.join("\n\n")}\n`;
  return { file: { path, content }, usesRuntime };
}

function docComment(module: Module): string {
  const lines = [module.root.meta.title, module.root.meta.description].filter((x): x is string => !!x && x.length > 0);
  if (lines.length === 0) return "";
  const text = [...new Set(lines)].join("\n\n").replace(/\*\//g, "*\\/");
  return `/**\n${text.split("\n").map((l) => ` * ${l}`.trimEnd()).join("\n")}\n */\n`;
}

