import { childPointer, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SchemaDocument } from "../load/load-schemas.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import { forEachSubschema } from "../resolve/schema-keywords.ts";

/**
 * The house rules for canonical schemas (`--lint`): `$id` is the file name, a title and a description on
 * every schema and property, explicit `additionalProperties` on objects, well-formed union branches.
 */
export function houseLint(documents: readonly SchemaDocument[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const doc of documents) {
    const root = doc.json;
    if (!isPlainObject(root)) continue;
    const say = (pointer: string, message: string) => out.push({ file: doc.file, pointer, message });
    const fileName = doc.relativePath.split("/").pop()!;
    if (root.$id !== fileName) say("/$id", `$id must be the file name "${fileName}"`);
    const visit = (schema: unknown, pointer: string, isNamed: boolean) => {
      if (!isPlainObject(schema)) return;
      if (isNamed) {
        if (typeof schema.title !== "string" || schema.title.trim() === "") say(pointer, "missing title");
        if (typeof schema.description !== "string" || schema.description.trim() === "") say(pointer, "missing description");
      }
      const type = schema.type;
      const isObject = type === "object" || (Array.isArray(type) && type.includes("object"));
      if (isObject && !("additionalProperties" in schema)) {
        say(pointer, "object schema must say additionalProperties explicitly (false for closed records, true or a schema for open maps)");
      }
      for (const mode of ["oneOf", "anyOf"]) {
        const branches = schema[mode];
        if (!Array.isArray(branches)) continue;
        if (branches.length < 2) say(childPointer(pointer, mode), `${mode} needs at least two branches`);
        branches.forEach((b, i) => {
          if (!isPlainObject(b) || Object.keys(b).length === 0) say(childPointer(childPointer(pointer, mode), i), "union branch must be a $ref or a non-empty schema");
        });
      }
      forEachSubschema(schema, pointer, (sub) => {
        const isProperty = /\/properties\/[^/]+$/.test(sub.pointer);
        visit(sub.value, sub.pointer, isProperty);
      });
    };
    visit(root, "", true);
  }
  return out;
}
