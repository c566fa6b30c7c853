import { expect, test } from "bun:test";
import type { Dialect } from "../../src/dialect/dialect.ts";
import { fixturePath } from "../support/fixtures.ts";
import { formatSuiteTable, runSuite, SUITE_FOLDERS, type SuiteTarget } from "./run-suite.ts";

/** Cases per folder (the suite revision in the fixtures) and the least agreement each dialect must keep. */
const EXPECTED: Readonly<Record<Dialect, { total: number; floor: number }>> = {
  "2020-12": { total: 1299, floor: 1285 },
  "2019-09": { total: 1259, floor: 1196 },
  "draft-07": { total: 927, floor: 896 },
  "draft-06": { total: 839, floor: 831 },
  "draft-04": { total: 618, floor: 610 },
};

/** The emitted Zod, and the compiled guards (whose `check` must also agree with `is` and name issues). */
const TARGETS: readonly [SuiteTarget, string][] = [
  ["zod", "emitted Zod"],
  ["guard", "compiled guards"],
];

for (const [target, label] of TARGETS) {
  for (const [dialect, expected] of Object.entries(EXPECTED) as [Dialect, (typeof EXPECTED)[Dialect]][]) {
    test(`JSON-Schema-Test-Suite ${SUITE_FOLDERS[dialect]} (${target}): 0 silently wrong, agreement at least ajv's and >= ${expected.floor}`, async () => {
      const suite = fixturePath("JSON_SCHEMA_TEST_SUITE", "json-schema-test-suite");
      const { results, wrong, refusals } = await runSuite(suite, dialect, target);
      const total = results.reduce((a, r) => a + r.agree + r.refused + r.wrong, 0);
      const agree = results.reduce((a, r) => a + r.agree, 0);
      const ajvAgree = results.reduce((a, r) => a + r.ajvAgree, 0);
      console.log(`\nJSON-Schema-Test-Suite (${SUITE_FOLDERS[dialect]}, ${total} cases) through toolwire generate + ${label}:\n${formatSuiteTable(results)}`);
      if (refusals.length > 0) console.log(`refused groups (clear error instead of code):\n${refusals.map((r) => `  - ${r.slice(0, 240)}`).join("\n")}`);
      if (wrong.length > 0) console.log(`silently wrong:\n${wrong.map((w) => `  - ${w.keyword}: ${w.group} / ${w.test} (expected ${w.expected})`).join("\n")}`);
      expect(total).toBe(expected.total);
      expect(wrong).toEqual([]);
      expect(agree).toBeGreaterThanOrEqual(expected.floor);
      expect(agree).toBeGreaterThanOrEqual(ajvAgree);
    }, 120_000);
  }
}
