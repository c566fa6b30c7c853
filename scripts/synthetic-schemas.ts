#!/usr/bin/env bun
/**
 * Writes a reproducible set of synthetic canonical schemas for the generation scaling table:
 * `bun scripts/synthetic-schemas.ts <count> <dir>`. Deterministic (a seeded generator), lint-clean, and shaped like
 * the canonical set: closed records with titled, described properties, string patterns, enums, arrays, open maps,
 * nullable unions, discriminated unions and `$ref`s to earlier schemas (so imports and references scale too).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A small deterministic PRNG (mulberry32), so every run writes the same files. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DOMAINS = ["alpha", "beta", "gamma", "delta", "epsilon"] as const;

/** The module name of synthetic schema `i` (`synAlpha00042`). */
function moduleName(i: number): string {
  const domain = DOMAINS[i % DOMAINS.length]!;
  return `syn${domain[0]!.toUpperCase()}${domain.slice(1)}${String(i).padStart(5, "0")}`;
}

function property(rand: () => number, i: number, p: number): Record<string, unknown> {
  const base = { title: `Field ${p}`, description: `Field ${p} of synthetic schema ${i}; generated for the scaling bench.` };
  const pick = Math.floor(rand() * 9);
  // Reference an earlier schema when there is one, so the set has a dependency graph like the canonical one.
  if (pick === 0 && i > 0) return { ...base, $ref: `${moduleName(Math.floor(rand() * i))}.schema.json` };
  switch (pick) {
    case 1:
      return { ...base, type: "string", pattern: `^f${p}`, maxLength: 200 };
    case 2:
      return { ...base, type: "integer", minimum: 0, maximum: 1000 + p };
    case 3:
      return { ...base, type: "string", enum: ["pending", "running", "completed", `state${p}`] };
    case 4:
      return { ...base, type: "array", items: { type: "string", minLength: 1 }, maxItems: 50 };
    case 5:
      return { ...base, type: "object", additionalProperties: true };
    case 6:
      return { ...base, anyOf: [{ type: "string" }, { type: "null" }] };
    case 7:
      return { ...base, type: "boolean" };
    default:
      return { ...base, type: "number", exclusiveMinimum: 0 };
  }
}

/** One canonical-style schema document. */
function schema(i: number): Record<string, unknown> {
  const rand = random(i + 1);
  const name = moduleName(i);
  const count = 4 + Math.floor(rand() * 8);
  const properties: Record<string, unknown> = { id: { title: "Id", description: "Identifier with a fixed prefix.", type: "string", pattern: "^syn" } };
  for (let p = 0; p < count; p++) properties[`field${p}`] = property(rand, i, p);
  // Every fifth schema is a discriminated union of two closed records.
  if (i % 5 === 4) {
    const branch = (kind: string) => ({
      type: "object",
      properties: { kind: { title: "Kind", description: "Discriminator.", const: kind }, ...properties },
      required: ["kind", "id"],
      additionalProperties: false,
    });
    return {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: `${name}.schema.json`,
      title: name[0]!.toUpperCase() + name.slice(1),
      description: `Synthetic discriminated union ${i}.`,
      oneOf: [branch("first"), branch("second")],
    };
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `${name}.schema.json`,
    title: name[0]!.toUpperCase() + name.slice(1),
    description: `Synthetic record ${i}, shaped like the canonical schemas.`,
    type: "object",
    properties,
    required: Object.keys(properties).filter((_, k) => k % 2 === 0),
    additionalProperties: false,
  };
}

/** Writes `count` synthetic schemas into `dir` (emptied first), one folder per domain. */
export function writeSyntheticSchemas(count: number, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const domain of DOMAINS) mkdirSync(join(dir, domain), { recursive: true });
  for (let i = 0; i < count; i++) {
    const domain = DOMAINS[i % DOMAINS.length]!;
    writeFileSync(join(dir, domain, `${moduleName(i)}.schema.json`), `${JSON.stringify(schema(i), null, 2)}\n`);
  }
}

if (import.meta.main) {
  const [count, dir] = process.argv.slice(2);
  if (!count || !dir || !Number.isInteger(Number(count))) {
    console.error("usage: bun scripts/synthetic-schemas.ts <count> <dir>");
    process.exit(2);
  }
  writeSyntheticSchemas(Number(count), dir);
}
