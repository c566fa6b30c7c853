import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { generateInMemory } from "../src/generate.ts";
import { benchGenerateSchemas } from "./bench-generate-schemas.ts";
import { measure, ratio, type Measurement } from "./measure.ts";

const ROOT = join(import.meta.dir, "../../..");

/** Generation time and validation throughput: generated Zod next to ajv on the same documents. */
export async function benchCodegen(): Promise<string> {
  const lines: string[] = ["## Generator and validators", ""];
  const gen = await measure("generate schema/ (zod+ts, in memory)", async () => {
    await generateInMemory({ schemasDir: join(ROOT, "schema"), outDir: "unused", targets: ["zod", "ts"], lint: true });
  }, { minRuns: 5, seconds: 3 });
  const genZod = await measure("generate schema/ (zod only)", async () => {
    await generateInMemory({ schemasDir: join(ROOT, "schema"), outDir: "unused", targets: ["zod"], lint: true });
  }, { minRuns: 5, seconds: 3 });
  lines.push("| run | ms/run |", "|---|---:|", `| ${gen.name} | ${(1000 / gen.opsPerSecond).toFixed(1)} |`, `| ${genZod.name} | ${(1000 / genZod.opsPerSecond).toFixed(1)} |`, "");
  lines.push(await benchGenerateSchemas());

  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const schemas = walk(join(ROOT, "schema")).filter((f) => f.endsWith(".schema.json"));
  for (const f of schemas) ajv.addSchema(JSON.parse(readFileSync(f, "utf8")));
  const corpus: { module: string; doc: unknown }[] = [];
  for (const f of schemas) {
    const module = f.split("/").pop()!.replace(".schema.json", "");
    const ex = JSON.parse(readFileSync(join(ROOT, "schema/examples", `${module}.examples.json`), "utf8"));
    for (const doc of [...ex.valid, ...ex.invalid]) corpus.push({ module, doc });
  }
  const zod = new Map<string, { safeParse(v: unknown): { success: boolean } }>();
  for (const { module } of corpus) {
    if (!zod.has(module)) zod.set(module, (await import(`@generated/validators/${module}`))[`${module}Schema`]);
  }
  const ajvFns = new Map(corpus.map(({ module }) => [module, ajv.getSchema(`${module}.schema.json`)!]));
  const z: Measurement = await measure("generated Zod safeParse", () => {
    for (const { module, doc } of corpus) zod.get(module)!.safeParse(doc);
  }, { seconds: 2, scale: corpus.length });
  const a: Measurement = await measure("ajv (compiled)", () => {
    for (const { module, doc } of corpus) ajvFns.get(module)!(doc);
  }, { seconds: 2, scale: corpus.length });
  lines.push(
    `Validation of the ${corpus.length} canonical example documents (valid and invalid), same process, same run:`,
    "",
    "| validator | docs/s | ratio to ajv |",
    "|---|---:|---:|",
    `| ${a.name} | ${Math.round(a.opsPerSecond).toLocaleString("en-US")} | 1.00 |`,
    `| ${z.name} | ${Math.round(z.opsPerSecond).toLocaleString("en-US")} | ${ratio(z, a)} |`,
    "",
  );
  return lines.join("\n");
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}
