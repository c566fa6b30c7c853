import { expect, test } from "bun:test";
import { fixturePath } from "../support/fixtures.ts";
import { formatSuiteTable, runSuite } from "./run-suite.ts";

test("JSON-Schema-Test-Suite draft 2020-12: 0 silently wrong, >= 1200 agreeing", async () => {
  const suite = fixturePath("JSON_SCHEMA_TEST_SUITE", "json-schema-test-suite");
  const { results, wrong, refusals } = await runSuite(suite);
  const total = results.reduce((a, r) => a + r.agree + r.refused + r.wrong, 0);
  const agree = results.reduce((a, r) => a + r.agree, 0);
  console.log(`\nJSON-Schema-Test-Suite (draft 2020-12, ${total} cases) through toolwire generate + emitted Zod:\n${formatSuiteTable(results)}`);
  console.log(`refused groups (clear error instead of code):\n${refusals.map((r) => `  - ${r.slice(0, 240)}`).join("\n")}`);
  if (wrong.length > 0) console.log(`silently wrong:\n${wrong.map((w) => `  - ${w.keyword}: ${w.group} / ${w.test} (expected ${w.expected})`).join("\n")}`);
  expect(total).toBe(1299);
  expect(wrong).toEqual([]);
  expect(agree).toBeGreaterThanOrEqual(1200);
}, 120_000);
