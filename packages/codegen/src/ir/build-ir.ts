import { childPointer, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import { lowerCamel, moduleNameForFile, pascalCase } from "../naming/names.ts";
import type { Location, Registry } from "../resolve/registry.ts";
import { forEachSubschema } from "../resolve/schema-keywords.ts";
import { findDiscriminator } from "./discriminator.ts";
import { simplify } from "./simplify.ts";
import type {
  ArrayNode,
  Json,
  JsonType,
  LocalDefinition,
  Meta,
  Module,
  Node,
  NumberConstraints,
  ObjectNode,
  Program,
  Property,
  RefTarget,
  StringConstraints,
} from "./types.ts";
import { ALL_JSON_TYPES } from "./types.ts";

/** Keywords that only annotate; a schema made of these alone asserts nothing. */
const ANNOTATIONS = new Set([
  "$schema", "$id", "$anchor", "$dynamicAnchor", "$comment", "$defs", "definitions", "$vocabulary",
  "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly", "format",
  "contentEncoding", "contentMediaType", "contentSchema", "discriminator",
]);

/** Keywords that assert something and that this builder translates exactly. */
const SUPPORTED = new Set([
  "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
  "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
  "maxProperties", "minProperties", "required", "dependentRequired", "prefixItems", "items", "contains",
  "properties", "patternProperties", "additionalProperties", "propertyNames", "dependentSchemas",
  "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref", "$dynamicRef",
  "unevaluatedItems", "unevaluatedProperties",
]);

/** JSON Schema keywords this builder knows and refuses, with the reason users see. */
const REFUSED: Record<string, string> = {
  $recursiveRef: "$recursiveRef is draft 2019-09; use $ref (draft 2020-12 only)",
  nullable: 'nullable is OpenAPI 3.0, not JSON Schema; write "type": ["<type>", "null"]',
  dependencies: "dependencies is draft-07; use dependentRequired (name lists) or dependentSchemas (schemas)",
  additionalItems: "additionalItems is draft 2019-09; in draft 2020-12 use prefixItems with items",
};

const STRING_KEYS = ["minLength", "maxLength", "pattern"];
const NUMBER_KEYS = ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"];
const ARRAY_KEYS = ["prefixItems", "items", "contains", "minItems", "maxItems", "uniqueItems"];
const OBJECT_KEYS = [
  "properties", "patternProperties", "additionalProperties", "propertyNames", "minProperties",
  "maxProperties", "required", "dependentRequired", "dependentSchemas",
];

/** Turns the resolved schemas into the IR: one module per file root and per top-level `$defs` entry. */
export function buildIr(registry: Registry, primaryDocs: number): { program: Program; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const named = new Map<string, RefTarget>();
  const moduleRoots: { location: Location; name: string; typeName: string }[] = [];
  const locals = new Map<string, { location: Location; name: string }[]>();
  const report = (l: Location, message: string) =>
    diagnostics.push({ file: registry.documents[l.doc]!.file, pointer: l.pointer, message });

  // 1. Every $ref target, found by walking all documents (remote ones join as they are resolved).
  const refTargets = new Map<string, Location>();
  const walked = new Set<number>();
  const walkDoc = (doc: number) => {
    walked.add(doc);
    const visit = (value: unknown, pointer: string) => {
      if (!isPlainObject(value)) return;
      for (const keyword of ["$ref", "$dynamicRef"]) {
        const ref = value[keyword];
        if (typeof ref !== "string") continue;
        const from = { doc, pointer };
        const r = registry.resolve(ref, from);
        if (!r.ok) report({ doc, pointer: `${pointer}/${keyword}` }, r.message);
        else refTargets.set(registry.key(r.location), r.location);
      }
      forEachSubschema(value, pointer, (sub) => visit(sub.value, sub.pointer));
    };
    visit(registry.documents[doc]!.json, "");
  };
  for (let doc = 0; doc < registry.documents.length; doc++) if (!walked.has(doc)) walkDoc(doc);

  // 2. Module roots: each primary document root that asserts something, each top-level $defs entry, each referenced remote root.
  const takenNames = new Map<string, Location>();
  const addModule = (location: Location, rawName: string) => {
    const name = lowerCamel(rawName);
    const clash = takenNames.get(name);
    if (clash) {
      const other = registry.documents[clash.doc]!;
      report(location, `definition name "${rawName}" maps to module "${name}", already used by ${other.file}#${clash.pointer}`);
      return;
    }
    takenNames.set(name, location);
    named.set(registry.key(location), { module: name });
    moduleRoots.push({ location, name, typeName: pascalCase(rawName) });
  };
  for (let doc = 0; doc < registry.documents.length; doc++) {
    const document = registry.documents[doc]!;
    const root = document.json;
    const rootLocation = { doc, pointer: "" };
    const referenced = refTargets.has(registry.key(rootLocation));
    if ((doc < primaryDocs && !isPureBundle(root)) || referenced) addModule(rootLocation, moduleNameForFile(document.relativePath));
    // Bundle files (not named *.schema.json, or holding only $defs) export each $defs entry as a module;
    // the $defs of a *.schema.json file are its own helpers and stay local to it.
    const isBundle = !document.relativePath.endsWith(".schema.json") || isPureBundle(root);
    if (isBundle && isPlainObject(root) && isPlainObject(root.$defs)) {
      for (const key of Object.keys(root.$defs)) {
        const location = { doc, pointer: childPointer(childPointer("", "$defs"), key) };
        if (doc < primaryDocs || refTargets.has(registry.key(location))) addModule(location, key);
      }
    }
  }

  // 3. Other ref targets become local definitions of the module that contains them.
  const ownerOf = (l: Location): { target: RefTarget; pointer: string } | undefined => {
    const top = /^\/\$defs\/[^/]+/.exec(l.pointer)?.[0];
    const inDef = top ? named.get(registry.key({ doc: l.doc, pointer: top })) : undefined;
    if (inDef && top) return { target: inDef, pointer: top };
    const root = named.get(registry.key({ doc: l.doc, pointer: "" }));
    return root ? { target: root, pointer: "" } : undefined;
  };
  for (const location of [...refTargets.values()].sort((a, b) => a.doc - b.doc || (a.pointer < b.pointer ? -1 : 1))) {
    if (named.has(registry.key(location))) continue;
    let owner = ownerOf(location);
    if (!owner) {
      addModule({ doc: location.doc, pointer: "" }, moduleNameForFile(registry.documents[location.doc]!.relativePath));
      owner = ownerOf(location);
      if (!owner) continue;
    }
    const list = locals.get(owner.target.module) ?? [];
    // Named after the path from the owning module's root: `/$defs/address` → `defsAddress`.
    const base = lowerCamel(location.pointer.slice(owner.pointer.length) || "self") || "def";
    let name = base;
    for (let i = 2; list.some((d) => d.name === name); i++) name = `${base}${i}`;
    list.push({ location, name });
    locals.set(owner.target.module, list);
    named.set(registry.key(location), { module: owner.target.module, local: name });
  }

  // 4. Convert.
  const convert = createConverter(registry, named, report);
  const modules: Module[] = moduleRoots.map(({ location, name, typeName }) => {
    const document = registry.documents[location.doc]!;
    const localDefs: LocalDefinition[] = (locals.get(name) ?? []).map((d) => ({
      name: d.name,
      node: simplify(convert(d.location, true)),
    }));
    const folder = document.relativePath.split("/").slice(0, -1).join("/");
    return {
      name,
      typeName,
      file: document.label,
      pointer: location.pointer,
      domain: folder,
      root: simplify(convert(location, true)),
      locals: localDefs,
    };
  });
  modules.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { program: { modules }, diagnostics };
}

/** A file whose root only holds `$defs` (and annotations): its definitions are the modules, the root is none. */
function isPureBundle(schema: unknown): boolean {
  if (!isPlainObject(schema) || !isPlainObject(schema.$defs)) return false;
  return !Object.keys(schema).some((k) => !ANNOTATIONS.has(k) && !k.startsWith("x-"));
}

type Report = (l: Location, message: string) => void;

function createConverter(registry: Registry, named: Map<string, RefTarget>, report: Report) {
  const at = (l: Location, ...segments: (string | number)[]): Location => ({
    doc: l.doc,
    pointer: segments.reduce<string>((p, s) => childPointer(p, s), l.pointer),
  });

  const metaOf = (l: Location, schema: Record<string, unknown>): Meta => ({
    ...(typeof schema.title === "string" ? { title: schema.title } : {}),
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    ...(typeof schema.format === "string" ? { format: schema.format } : {}),
    ...(schema.deprecated === true ? { deprecated: true } : {}),
    source: { file: registry.documents[l.doc]!.file, pointer: l.pointer },
  });

  const convert = (l: Location, isDefinitionRoot = false): Node => {
    const target = named.get(registry.key(l));
    const value = registry.valueAt(l);
    const source = { file: registry.documents[l.doc]!.file, pointer: l.pointer };
    if (target && !isDefinitionRoot) return { kind: "ref", target, meta: { source } };
    if (value === true) return { kind: "any", meta: { source } };
    if (value === false) return { kind: "never", meta: { source } };
    if (!isPlainObject(value)) {
      report(l, "a schema must be an object or a boolean");
      return { kind: "never", meta: { source } };
    }
    const s = value;
    const meta = metaOf(l, s);
    for (const keyword of Object.keys(s)) {
      if (keyword in REFUSED) report(at(l, keyword), `unsupported keyword ${keyword}: ${REFUSED[keyword]}`);
    }
    const parts: Node[] = [];

    for (const keyword of ["$ref", "$dynamicRef"]) {
      if (typeof s[keyword] !== "string") continue;
      const r = registry.resolve(s[keyword] as string, l);
      if (!r.ok) continue; // reported by the walk
      if (keyword === "$dynamicRef" && dynamicAnchorAt(registry, r.location, s[keyword] as string)) {
        report(at(l, keyword), "unsupported keyword $dynamicRef: its target declares a $dynamicAnchor, so the schema it means depends on the dynamic scope, which generated code cannot follow");
        continue;
      }
      const refTarget = named.get(registry.key(r.location));
      if (refTarget) parts.push({ kind: "ref", target: refTarget, meta: { source } });
    }

    const typed = convertTyped(l, s, meta);
    if (typed) parts.push(typed);
    if ("const" in s) parts.push({ kind: "const", value: s.const as Json, meta });
    if (Array.isArray(s.enum)) parts.push({ kind: "enum", values: s.enum as Json[], meta });
    if (Array.isArray(s.allOf)) s.allOf.forEach((_, i) => parts.push(convert(at(l, "allOf", i))));
    for (const mode of ["anyOf", "oneOf"] as const) {
      const list = s[mode];
      if (!Array.isArray(list)) continue;
      const locations = list.map((_, i) => at(l, mode, i));
      const hint = isPlainObject(s.discriminator) && typeof s.discriminator.propertyName === "string" ? s.discriminator.propertyName : undefined;
      const discriminator = findDiscriminator(registry, locations, hint);
      parts.push({ kind: "union", mode, variants: locations.map((x) => convert(x)), ...(discriminator ? { discriminator } : {}), meta });
    }
    if ("not" in s) parts.push({ kind: "not", inner: convert(at(l, "not")), meta });
    // Kept even without then/else: a passing `if` still contributes annotations to unevaluated*.
    if ("if" in s) {
      parts.push({
        kind: "conditional",
        if: convert(at(l, "if")),
        ...("then" in s ? { then: convert(at(l, "then")) } : {}),
        ...("else" in s ? { else: convert(at(l, "else")) } : {}),
        meta,
      });
    }
    const unevaluatedProperties = "unevaluatedProperties" in s ? convert(at(l, "unevaluatedProperties")) : undefined;
    const unevaluatedItems = "unevaluatedItems" in s ? convert(at(l, "unevaluatedItems")) : undefined;
    if (unevaluatedProperties || unevaluatedItems) {
      return {
        kind: "all-of",
        parts,
        ...(unevaluatedProperties ? { unevaluatedProperties } : {}),
        ...(unevaluatedItems ? { unevaluatedItems } : {}),
        meta,
      };
    }
    if (parts.length === 0) return { kind: "any", meta };
    if (parts.length === 1) return withMeta(parts[0]!, meta);
    return simplify({ kind: "all-of", parts, meta });
  };

  const convertTyped = (l: Location, s: Record<string, unknown>, meta: Meta): Node | undefined => {
    const declared = typeof s.type === "string" ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : undefined;
    const has = (keys: string[]) => keys.some((k) => k in s);
    const build = (t: JsonType): Node => {
      switch (t) {
        case "null":
          return { kind: "null", meta };
        case "boolean":
          return { kind: "boolean", meta };
        case "integer":
        case "number":
          return { kind: "number", integer: t === "integer", constraints: numberConstraints(s), meta };
        case "string":
          return { kind: "string", constraints: stringConstraints(l, s), meta };
        case "array":
          return arrayNode(l, s, meta);
        case "object":
          return objectNode(l, s, meta);
      }
    };
    if (declared) {
      const types = declared.filter((t): t is JsonType => (ALL_JSON_TYPES as string[]).includes(t));
      const effective = types.includes("number") ? types.filter((t) => t !== "integer") : types;
      const variants = [...new Set(effective)].map(build);
      if (variants.length === 0) return { kind: "never", meta };
      return variants.length === 1 ? variants[0] : { kind: "union", mode: "anyOf", variants, meta };
    }
    const groups: [JsonType[], string[]][] = [
      [["string"], STRING_KEYS],
      [["number", "integer"], NUMBER_KEYS],
      [["array"], ARRAY_KEYS],
      [["object"], OBJECT_KEYS],
    ];
    const constrained = groups.filter(([, keys]) => has(keys));
    if (constrained.length === 0) return undefined;
    const covered = new Set(constrained.flatMap(([types]) => types));
    const variants = constrained.map(([types]) => build(types[0]!));
    const rest = ALL_JSON_TYPES.filter((t) => !covered.has(t));
    variants.push({ kind: "type-guard", types: rest, meta });
    return { kind: "union", mode: "anyOf", variants, meta };
  };

  const stringConstraints = (l: Location, s: Record<string, unknown>): StringConstraints => {
    const out: { -readonly [K in keyof StringConstraints]: StringConstraints[K] } = {};
    if (typeof s.minLength === "number") out.minLength = s.minLength;
    if (typeof s.maxLength === "number") out.maxLength = s.maxLength;
    if (typeof s.pattern === "string") {
      try {
        new RegExp(s.pattern, "u");
        out.pattern = s.pattern;
      } catch (error) {
        report(at(l, "pattern"), `pattern is not a valid ECMA-262 regular expression: ${(error as Error).message}`);
      }
    }
    return out;
  };

  const numberConstraints = (s: Record<string, unknown>): NumberConstraints => {
    const out: { -readonly [K in keyof NumberConstraints]: NumberConstraints[K] } = {};
    for (const k of NUMBER_KEYS) if (typeof s[k] === "number") out[k as keyof NumberConstraints] = s[k] as number;
    return out;
  };

  const arrayNode = (l: Location, s: Record<string, unknown>, meta: Meta): ArrayNode => ({
    kind: "array",
    prefixItems: Array.isArray(s.prefixItems) ? s.prefixItems.map((_, i) => convert(at(l, "prefixItems", i))) : [],
    ...("items" in s ? { items: convert(at(l, "items")) } : {}),
    ...("contains" in s ? { contains: convert(at(l, "contains")) } : {}),
    ...("contains" in s && typeof s.minContains === "number" ? { minContains: s.minContains } : {}),
    ...("contains" in s && typeof s.maxContains === "number" ? { maxContains: s.maxContains } : {}),
    ...(typeof s.minItems === "number" ? { minItems: s.minItems } : {}),
    ...(typeof s.maxItems === "number" ? { maxItems: s.maxItems } : {}),
    uniqueItems: s.uniqueItems === true,
    meta,
  });

  const objectNode = (l: Location, s: Record<string, unknown>, meta: Meta): ObjectNode => {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const properties: Property[] = [];
    if (isPlainObject(s.properties)) {
      for (const name of Object.keys(s.properties)) {
        properties.push({ name, required: required.has(name), declared: true, schema: convert(at(l, "properties", name)) });
      }
    }
    for (const name of required) {
      if (!properties.some((p) => p.name === name)) {
        properties.push({ name, required: true, declared: false, schema: { kind: "any", meta: { source: { file: meta.source.file, pointer: childPointer(l.pointer, "required") } } } });
      }
    }
    const patternProperties = isPlainObject(s.patternProperties)
      ? Object.keys(s.patternProperties).flatMap((pattern) => {
          try {
            new RegExp(pattern, "u");
          } catch (error) {
            report(at(l, "patternProperties", pattern), `pattern is not a valid ECMA-262 regular expression: ${(error as Error).message}`);
            return [];
          }
          return [{ pattern, schema: convert(at(l, "patternProperties", pattern)) }];
        })
      : [];
    const additionalProperties = "additionalProperties" in s ? convert(at(l, "additionalProperties")) : undefined;
    return {
      kind: "object",
      properties,
      patternProperties,
      ...(additionalProperties ? { additionalProperties } : {}),
      ...("propertyNames" in s ? { propertyNames: convert(at(l, "propertyNames")) } : {}),
      ...(typeof s.minProperties === "number" ? { minProperties: s.minProperties } : {}),
      ...(typeof s.maxProperties === "number" ? { maxProperties: s.maxProperties } : {}),
      dependentRequired: isPlainObject(s.dependentRequired)
        ? Object.entries(s.dependentRequired).map(([property, requires]) => ({ property, requires: requires as string[] }))
        : [],
      dependentSchemas: isPlainObject(s.dependentSchemas)
        ? Object.keys(s.dependentSchemas).map((property) => ({ property, schema: convert(at(l, "dependentSchemas", property)) }))
        : [],
      meta,
    };
  };

  return convert;
}

function dynamicAnchorAt(registry: Registry, l: Location, ref: string): boolean {
  const value = registry.valueAt(l);
  const fragment = ref.includes("#") ? ref.slice(ref.indexOf("#") + 1) : "";
  return isPlainObject(value) && typeof value.$dynamicAnchor === "string" && value.$dynamicAnchor === fragment;
}

function withMeta(node: Node, meta: Meta): Node {
  if (node.kind === "ref") return { ...node, meta: { ...meta } };
  return { ...node, meta: { ...node.meta, ...pickAnnotations(meta) } };
}

function pickAnnotations(meta: Meta): Partial<Meta> {
  const { source: _source, ...rest } = meta;
  return rest;
}

export { SUPPORTED as SUPPORTED_KEYWORDS };
