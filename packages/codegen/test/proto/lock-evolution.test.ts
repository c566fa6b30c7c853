import { describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { emitProto } from "../../src/emit/proto/emit-proto.ts";
import { allocateFields, parseFieldLock, wrappedCollection, type FieldLock } from "../../src/emit/proto/lock.ts";
import { partitionFindings } from "../../src/proto-toolchain/breaking.ts";
import type { GeneratedFile } from "../../src/emit/generated-file.ts";
import { runBuf } from "../../src/proto-toolchain/tools.ts";
import { programFromSchemas, tempDir, writeFiles } from "./helpers/repo.ts";

// Schema evolution: delete a property and add one; survivors keep their numbers, the removed number is
// reserved, the new field takes an unused number; buf breaking flags a hand-made renumbering.
const services = { file: "services.json", services: [], fileFormats: [] };
const schema = (properties: Record<string, unknown>, required: string[]) => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "widget.schema.json",
  title: "Widget",
  description: "A widget.",
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const color = (values: string[]) => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "color.schema.json",
  title: "Color",
  description: "A color.",
  type: "string",
  enum: values,
});
const str = { type: "string" };

async function generate(dir: string, widget: unknown, colors: string[], lock: FieldLock | undefined) {
  const { program } = await programFromSchemas({ "shop/widget.schema.json": widget, "shop/color.schema.json": color(colors) }, dir);
  const out = emitProto(program, { lock, services });
  expect(out.diagnostics).toEqual([]);
  return out.files;
}

const lockOf = (files: readonly GeneratedFile[]) => parseFieldLock(files.find((f) => f.path === "fields.lock.json")!.content, "fields.lock.json").lock!;
const protoOf = (files: readonly GeneratedFile[]) => files.find((f) => f.path === "opencode/shop/v1/shop.proto")!.content;

describe("field lock evolution", () => {
  test("remove + add: survivors keep numbers, removed is reserved, new takes an unused number", async () => {
    const v1 = await generate(tempDir("v1"), schema({ id: str, name: str, size: { type: "integer" }, tags: { type: "array", items: str } }, ["id"]), ["red", "green", "blue"], undefined);
    const lock1 = lockOf(v1);
    const w1 = lock1.messages["opencode.shop.v1.Widget"]!.fields;
    expect(Object.fromEntries(Object.entries(w1).map(([k, v]) => [k, v.number]))).toEqual({ id: 1, name: 2, size: 3, tags: 4 });

    const v2 = await generate(tempDir("v2"), schema({ label: str, id: str, size: { type: "integer" }, tags: { type: "array", items: str } }, ["id"]), ["red", "blue", "violet"], lock1);
    const lock2 = lockOf(v2);
    const w2 = lock2.messages["opencode.shop.v1.Widget"]!;
    expect(w2.fields.id!.number).toBe(1);
    expect(w2.fields.size!.number).toBe(3);
    expect(w2.fields.tags!.number).toBe(4);
    expect(w2.fields.label!.number).toBe(5);
    expect(w2.reserved).toEqual([{ number: 2, name: "name" }]);
    const proto = protoOf(v2);
    expect(proto).toContain("  reserved 2;\n  reserved \"name\";");
    expect(proto).toContain('optional string label = 5 [json_name = "label"];');

    const colors = lock2.enums["opencode.shop.v1.Color"]!;
    expect(colors.values).toEqual({ COLOR_BLUE: 3, COLOR_RED: 1, COLOR_UNSPECIFIED: 0, COLOR_VIOLET: 4 });
    expect(colors.reserved).toEqual([{ number: 2, name: "COLOR_GREEN" }]);
    expect(proto).toContain('enum Color {\n  reserved 2;\n  reserved "COLOR_GREEN";');

    // The removed name comes back: it gets a fresh number; 2 stays reserved forever.
    const v3 = await generate(tempDir("v3"), schema({ name: str, id: str }, ["id"]), ["red"], lock2);
    const w3 = lockOf(v3).messages["opencode.shop.v1.Widget"]!;
    expect(w3.fields.name!.number).toBe(6);
    expect(w3.reserved.map((r) => r.number)).toEqual([2, 3, 4, 5]);
    expect(w3.reserved.find((r) => r.number === 2)!.name).toBeUndefined();
  });

  test("regenerating with the lock is byte-identical", async () => {
    const widget = schema({ id: str, name: str }, ["id"]);
    const dir = tempDir("same");
    const a = await generate(dir, widget, ["red"], undefined);
    const b = await generate(dir, widget, ["red"], lockOf(a));
    expect(b).toEqual(a);
  });

  test("a type change gets a new number and reserves the old one", () => {
    const { entry } = allocateFields({ fields: { a: { number: 1, type: "string" }, b: { number: 2, type: "string" } }, reserved: [] }, [
      { name: "a", type: "int64" },
      { name: "b", type: "string" },
    ]);
    expect(entry.fields).toEqual({ b: { number: 2, type: "string" }, a: { number: 3, type: "int64" } });
    expect(entry.reserved).toEqual([{ number: 1 }]);
  });

  test("a presence wrapper that became its plain collection keeps the number (the #11 transition); other changes do not", () => {
    const lock: FieldLock = {
      version: 1,
      messages: {
        "shop.v1.Widget": { fields: { tags: { number: 4, type: ".shop.v1.Widget.TagsList" }, env: { number: 5, type: ".shop.v1.Widget.EnvMap" } }, reserved: [] },
        "shop.v1.Widget.TagsList": { fields: { values: { number: 1, type: "repeated string" } }, reserved: [] },
        "shop.v1.Widget.EnvMap": { fields: { values: { number: 1, type: "map<string, string>" } }, reserved: [] },
      },
      enums: {},
    };
    const unwrap = (old: string) => wrappedCollection(lock, old);
    const kept = allocateFields(lock.messages["shop.v1.Widget"], [
      { name: "tags", type: "repeated string" },
      { name: "env", type: "map<string, string>" },
    ], unwrap);
    expect(kept.entry.fields).toEqual({ tags: { number: 4, type: "repeated string" }, env: { number: 5, type: "map<string, string>" } });
    expect(kept.entry.reserved).toEqual([]);
    const changed = allocateFields(lock.messages["shop.v1.Widget"], [{ name: "tags", type: "repeated int64" }], unwrap);
    expect(changed.entry.fields).toEqual({ tags: { number: 6, type: "repeated int64" } });
    expect(wrappedCollection(lock, ".shop.v1.Widget")).toBeUndefined();
  });

  test("the breaking check accepts exactly the listed findings and names their reason", () => {
    const finding = { path: "a/v1/a.proto", type: "FIELD_SAME_TYPE", message: 'Field "7" changed type.' };
    const other = { ...finding, message: 'Field "8" changed type.' };
    const { accepted, rejected } = partitionFindings([finding, other], [{ reason: "unwrap", findings: [finding] }]);
    expect(accepted).toEqual([{ finding, reason: "unwrap" }]);
    expect(rejected).toEqual([other]);
  });

  test("numbers skip protobuf's reserved range 19000-19999", () => {
    const { entry } = allocateFields({ fields: { a: { number: 18999, type: "string" } }, reserved: [] }, [
      { name: "a", type: "string" },
      { name: "b", type: "string" },
    ]);
    expect(entry.fields.b!.number).toBe(20000);
  });

  test("buf breaking (FILE) flags a hand-made renumbering and passes an unchanged module", async () => {
    const files = await generate(tempDir("base"), schema({ id: str, name: str }, ["id"]), ["red"], undefined);
    const base = tempDir("base-proto");
    const edited = tempDir("edited-proto");
    writeFiles(base, files);
    writeFiles(edited, files);
    const protoPath = join(edited, "opencode/shop/v1/shop.proto");
    const text = readFileSync(protoPath, "utf8");
    writeFileSync(protoPath, text.replace("string id = 1", "string id = 7"));
    expect(readFileSync(protoPath, "utf8")).not.toBe(text);

    const same = runBuf(base, ["breaking", base, "--against", base]);
    expect(same.code).toBe(0);
    const broken = runBuf(edited, ["breaking", edited, "--against", base]);
    expect(broken.code).not.toBe(0);
    expect(broken.stdout + broken.stderr).toContain(`Previously present field "1" with name "id" on message "Widget" was deleted`);
  });
});
