import { type CodecContext, lit } from "./codec-context.ts";

/** Prints `toEnum<Id>` (JSON value → number, refusing anything else) and `fromEnum<Id>` (number → JSON value). */
export function createEnumPrinter(ctx: CodecContext) {
  const { plan, idOf, rt } = ctx;
  const enumAllowed = (e: string) =>
    Object.keys(plan.enums[e] ?? {})
      .map((v) => JSON.stringify(v))
      .join(", ");


  const enumFunctions = (e: string): string[] => {
    const values = Object.entries(plan.enums[e] ?? {});
    const id = idOf(e);
    return [
      `/** ${e}: JSON value → number, refusing anything else. */`,
      `export function toEnum${id}(v: unknown, seg?: string | number): number {`,
      "  switch (v) {",
      ...values.flatMap(([json, n]) => [`    case ${lit(json)}:`, `      return ${n};`]),
      "  }",
      `  throw ${rt("fail")}(${lit(`expected one of ${enumAllowed(e)}, got `)} + JSON.stringify(v), seg);`,
      "}",
      "",
      `/** ${e}: number → JSON value; 0 (unset) and unknown numbers are refused. */`,
      `export function fromEnum${id}(n: number, seg?: string | number): string {`,
      "  switch (n) {",
      ...values.flatMap(([json, n]) => [`    case ${n}:`, `      return ${lit(json)};`]),
      "  }",
      `  throw ${rt("fail")}(${lit(`${e} value `)} + n + " is unset or unknown", seg);`,
      "}",
    ];
  };

  return { enumFunctions };
}
