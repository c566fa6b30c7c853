import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import Ajv07 from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import AjvDraft04 from "ajv-draft-04";
import type { Dialect } from "../../src/dialect/dialect.ts";
import { DIALECT_URIS } from "../../src/dialect/dialect.ts";
import { metaSchemaJson } from "../../src/dialect/meta-schemas.ts";
import { generateInMemory } from "../../src/generate.ts";
import { formatDiagnostic } from "../../src/diagnostics/diagnostic.ts";
import { importGuard, importValidator, SCRATCH, type Verdict } from "../support/load-generated.ts";

/** Verdict counts for one keyword file of the suite. */
export interface KeywordResult {
  keyword: string;
  agree: number;
  refused: number;
  wrong: number;
  /** ajv 8 for the same dialect (strict off) on the same cases, for comparison. */
  ajvAgree: number;
}

/** One silently wrong case, for the report. */
export interface WrongCase {
  keyword: string;
  group: string;
  test: string;
  expected: boolean;
}

interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

/** The suite's folder for each dialect. */
export const SUITE_FOLDERS: Readonly<Record<Dialect, string>> = {
  "draft-04": "draft4",
  "draft-06": "draft6",
  "draft-07": "draft7",
  "2019-09": "draft2019-09",
  "2020-12": "draft2020-12",
};

/** The generated code a suite run checks: the Zod validators or the compiled guards. */
export type SuiteTarget = "zod" | "guard";

/**
 * Runs one dialect's folder of the official JSON-Schema-Test-Suite (optional/ excluded) through
 * `toolwire generate --default-dialect <dialect>` and the emitted Zod (or guards): a group whose schema the
 * generator refuses counts every test as refused; otherwise each test agrees or is wrong.
 */
export async function runSuite(suiteDir: string, dialect: Dialect = "2020-12", target: SuiteTarget = "zod"): Promise<{ results: KeywordResult[]; wrong: WrongCase[]; refusals: string[] }> {
  const testsDir = join(suiteDir, "tests", SUITE_FOLDERS[dialect]);
  const remotes = join(suiteDir, "remotes");
  mkdirSync(SCRATCH, { recursive: true });
  const work = mkdtempSync(join(SCRATCH, "suite-"));
  const results: KeywordResult[] = [];
  const wrong: WrongCase[] = [];
  const refusals: string[] = [];
  const files = readdirSync(testsDir).filter((f) => f.endsWith(".json")).sort();
  const ajv = ajvWithRemotes(remotes, dialect);
  for (const file of files) {
    const keyword = basename(file, ".json");
    const result: KeywordResult = { keyword, agree: 0, refused: 0, wrong: 0, ajvAgree: 0 };
    const groups = JSON.parse(readFileSync(join(testsDir, file), "utf8")) as SuiteGroup[];
    for (const [index, group] of groups.entries()) {
      result.ajvAgree += ajvAgreements(ajv, group);
      const schemasDir = join(work, `${keyword}-${index}`, "schemas");
      mkdirSync(schemasDir, { recursive: true });
      writeFileSync(join(schemasDir, "root.schema.json"), JSON.stringify(group.schema));
      const { files: generated, diagnostics } = await generateInMemory({
        schemasDir,
        outDir: join(work, "unused"),
        targets: [target],
        urlMap: { "http://localhost:1234/": remotes },
        defaultDialect: dialect,
      });
      if (diagnostics.length > 0) {
        result.refused += group.tests.length;
        refusals.push(`${keyword} / ${group.description}: ${diagnostics.map(formatDiagnostic).join("; ")}`);
        continue;
      }
      let verdict: Verdict;
      try {
        const out = join(work, `${keyword}-${index}`, "out");
        for (const f of generated) {
          mkdirSync(join(out, f.path, ".."), { recursive: true });
          writeFileSync(join(out, f.path), f.content);
        }
        verdict = target === "zod" ? zodVerdict(await importValidator(out, "root")) : await importGuard(out, "root");
      } catch (error) {
        // Code that does not even load is wrong, not refused.
        result.wrong += group.tests.length;
        for (const t of group.tests) wrong.push({ keyword, group: `${group.description} (load error: ${(error as Error).message})`, test: t.description, expected: t.valid });
        continue;
      }
      for (const t of group.tests) {
        let actual: boolean;
        try {
          actual = verdict(t.data);
        } catch {
          actual = !t.valid; // a throw is never an acceptable verdict
        }
        if (actual === t.valid) result.agree++;
        else {
          result.wrong++;
          wrong.push({ keyword, group: group.description, test: t.description, expected: t.valid });
        }
      }
    }
    results.push(result);
  }
  rmSync(work, { recursive: true, force: true });
  return { results, wrong, refusals };
}

function zodVerdict(schema: Awaited<ReturnType<typeof importValidator>>): Verdict {
  return (value) => schema.safeParse(value).success;
}

/** Renders the per-keyword table, with ajv's agreement on the same cases beside it. */
export function formatSuiteTable(results: readonly KeywordResult[]): string {
  const sum = (f: (r: KeywordResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const rows = results.map((r) => `| ${r.keyword} | ${r.agree} | ${r.refused} | ${r.wrong} | ${r.ajvAgree} |`);
  return [
    "| keyword | agree | refused | wrong | ajv agree |",
    "|---|---:|---:|---:|---:|",
    ...rows,
    `| **total** | **${sum((r) => r.agree)}** | **${sum((r) => r.refused)}** | **${sum((r) => r.wrong)}** | **${sum((r) => r.ajvAgree)}** |`,
  ].join("\n");
}

/** The part of ajv's API the comparison column uses, the same across its per-dialect classes. */
export interface AjvLike {
  addSchema(schema: object, key?: string): unknown;
  compile(schema: object): (data: unknown) => boolean | Promise<unknown>;
  removeSchema(key: string): unknown;
}

/** ajv as its documentation sets it up for each dialect (draft-06: the draft-07 class with the draft-06 meta-schema as default). */
export function ajvFor(dialect: Dialect): AjvLike {
  const options = { strict: false, validateFormats: false } as const;
  switch (dialect) {
    case "draft-04":
      return new AjvDraft04(options) as unknown as AjvLike;
    case "draft-06": {
      const ajv = new Ajv07({ ...options, defaultMeta: DIALECT_URIS["draft-06"] });
      ajv.addMetaSchema(metaSchemaJson(DIALECT_URIS["draft-06"])!);
      return ajv as unknown as AjvLike;
    }
    case "draft-07":
      return new Ajv07(options) as unknown as AjvLike;
    case "2019-09":
      return new Ajv2019(options) as unknown as AjvLike;
    case "2020-12":
      return new Ajv2020(options) as unknown as AjvLike;
    default: {
      const exhaustive: never = dialect;
      return exhaustive;
    }
  }
}

function ajvWithRemotes(remotes: string, dialect: Dialect): AjvLike {
  const ajv = ajvFor(dialect);
  const walk = (dir: string, prefix: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.name.endsWith(".json")) {
        try {
          ajv.addSchema(JSON.parse(readFileSync(join(dir, e.name), "utf8")), `http://localhost:1234/${prefix}${e.name}`);
        } catch {
          // remotes in a dialect this ajv class cannot read: ajv loses those cases, toolwire need not
        }
      }
    }
  };
  walk(remotes, "");
  return ajv;
}

/** How many of a group's tests ajv gets right (a schema ajv cannot compile counts as none). */
function ajvAgreements(ajv: AjvLike, group: SuiteGroup): number {
  let validate;
  try {
    validate = ajv.compile(group.schema as object);
  } catch {
    return 0;
  } finally {
    // Test schemas reuse $ids across groups; forget them so the next group compiles.
    for (const id of collectIds(group.schema)) ajv.removeSchema(id);
  }
  return group.tests.filter((t) => {
    try {
      return validate(t.data) === t.valid;
    } catch {
      return false;
    }
  }).length;
}

function collectIds(schema: unknown, out: string[] = []): string[] {
  if (schema && typeof schema === "object") {
    const s = schema as Record<string, unknown>;
    if (typeof s.$id === "string") out.push(s.$id);
    for (const v of Object.values(s)) collectIds(v, out);
  }
  return out;
}
