import { childPointer, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import { assignModuleNames, nextFreeName, type ModuleCandidate, type ModuleName } from "../naming/module-names.ts";
import { lowerCamel, moduleNameForFile } from "../naming/names.ts";
import type { Location, Registry } from "../resolve/registry.ts";
import { forEachSubschema } from "../resolve/schema-keywords.ts";
import { atLeast, hasBooleanExclusiveBounds, hasTupleItems, type Dialect } from "../dialect/dialect.ts";
import { keywordsInForce } from "../dialect/in-force.ts";
import { findDiscriminator } from "./discriminator.ts";
import { EMPTY_SCOPE, enterResource, type DynamicScope } from "./dynamic-scope.ts";
import { simplify } from "./simplify.ts";
import { specialiseObjectRefs } from "./specialise-object-refs.ts";
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
  "$schema", "$id", "id", "$anchor", "$dynamicAnchor", "$recursiveAnchor", "$comment", "$defs", "definitions", "$vocabulary",
  "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly", "format",
  "contentEncoding", "contentMediaType", "contentSchema", "discriminator",
]);

/** Keywords that are known and refused in dialects that do not define them, with the reason users see. */
const REFUSED: Record<string, string> = {
  $recursiveRef: "$recursiveRef is draft 2019-09; use $ref (draft 2020-12 only)",
  nullable: 'nullable is OpenAPI 3.0, not JSON Schema; write "type": ["<type>", "null"]',
  dependencies: "dependencies is draft-07; use dependentRequired (name lists) or dependentSchemas (schemas)",
  additionalItems: "additionalItems is draft 2019-09; in draft 2020-12 use prefixItems with items",
};

const STRING_KEYS = ["minLength", "maxLength", "pattern"];
const NUMBER_KEYS = ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"];
const ARRAY_KEYS = ["prefixItems", "items", "additionalItems", "contains", "minItems", "maxItems", "uniqueItems"];
const OBJECT_KEYS = [
  "properties", "patternProperties", "additionalProperties", "propertyNames", "minProperties",
  "maxProperties", "required", "dependentRequired", "dependentSchemas", "dependencies",
];

/** Turns the resolved schemas into the IR: one module per file root and per top-level `$defs` entry. */
export function buildIr(registry: Registry, primaryDocs: number): { program: Program; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const named = new Map<string, RefTarget>();
  const moduleRoots: { location: Location; name: string; typeName: string }[] = [];
  const locals = new Map<string, { location: Location; name: string; scope: DynamicScope }[]>();
  const report = (l: Location, message: string) =>
    diagnostics.push({ file: registry.documents[l.doc]!.file, pointer: l.pointer, message });

  // 1. Every $ref target, found by walking all documents (remote ones join as they are resolved).
  const refTargets = new Map<string, Location>();
  const walked = new Set<number>();
  const walkDoc = (doc: number) => {
    walked.add(doc);
    const visit = (value: unknown, pointer: string) => {
      if (!isPlainObject(value)) return;
      const keywords = registry.dialectAt({ doc, pointer }).keywords;
      for (const keyword of ["$ref", "$dynamicRef", "$recursiveRef"]) {
        const ref = value[keyword];
        if (typeof ref !== "string" || (keyword !== "$ref" && !keywords.has(keyword))) continue;
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

  // 2. Module roots: each primary document root that asserts something, each top-level $defs entry, each
  //    referenced remote root; named together, so definitions from different files never clash (module-names.ts).
  const takenNames = new Set<string>();
  const candidates: (ModuleCandidate & { location: Location })[] = [];
  const rootCandidate = (doc: number): ModuleCandidate & { location: Location } => {
    const relativePath = registry.documents[doc]!.relativePath;
    return { location: { doc, pointer: "" }, rawName: moduleNameForFile(relativePath), qualifier: relativePath.split("/").slice(0, -1).join("/") };
  };
  const register = (location: Location, { name, typeName }: ModuleName) => {
    named.set(registry.key(location), { module: name });
    moduleRoots.push({ location, name, typeName });
  };
  for (let doc = 0; doc < registry.documents.length; doc++) {
    const document = registry.documents[doc]!;
    const root = document.json;
    const rootLocation = { doc, pointer: "" };
    const referenced = refTargets.has(registry.key(rootLocation));
    const defs = defsKeyword(registry.dialectAt(rootLocation).dialect);
    if ((doc < primaryDocs && !isPureBundle(root, defs)) || referenced) candidates.push(rootCandidate(doc));
    // Bundle files (not named *.schema.json, or holding only $defs) export each $defs entry as a module;
    // the $defs of a *.schema.json file are its own helpers and stay local to it.
    const isBundle = !document.standalone && (!document.relativePath.endsWith(".schema.json") || isPureBundle(root, defs));
    if (isBundle && isPlainObject(root) && isPlainObject(root[defs])) {
      for (const key of Object.keys(root[defs])) {
        const location = { doc, pointer: childPointer(childPointer("", defs), key) };
        if (doc < primaryDocs || refTargets.has(registry.key(location))) candidates.push({ location, rawName: key, qualifier: moduleNameForFile(document.relativePath) });
      }
    }
  }
  assignModuleNames(candidates, takenNames).forEach((name, i) => register(candidates[i]!.location, name));
  const addModule = (doc: number) => {
    const candidate = rootCandidate(doc);
    register(candidate.location, nextFreeName(candidate, takenNames));
  };

  // 3. Other ref targets become local definitions of the module that contains them; so do the
  //    specialisations of a definition for a dynamic scope other than its own (see dynamic-scope.ts).
  const ownerOf = (l: Location): { target: RefTarget; pointer: string } | undefined => {
    const top = /^\/(\$defs|definitions)\/[^/]+/.exec(l.pointer)?.[0];
    const inDef = top ? named.get(registry.key({ doc: l.doc, pointer: top })) : undefined;
    if (inDef && top) return { target: inDef, pointer: top };
    const root = named.get(registry.key({ doc: l.doc, pointer: "" }));
    return root ? { target: root, pointer: "" } : undefined;
  };
  const pending: { location: Location; module: string; local: string; scope: DynamicScope }[] = [];
  const addLocal = (location: Location, scope: DynamicScope, suffix: string): RefTarget | undefined => {
    let owner = ownerOf(location);
    if (!owner) {
      addModule(location.doc);
      owner = ownerOf(location);
      if (!owner) return undefined;
    }
    const list = locals.get(owner.target.module) ?? [];
    // Named after the path from the owning module's root: `/$defs/address` → `defsAddress`.
    const base = `${lowerCamel(location.pointer.slice(owner.pointer.length) || "self") || "def"}${suffix}`;
    let name = base;
    for (let i = 2; list.some((d) => d.name === name); i++) name = `${base}${i}`;
    list.push({ location, name, scope });
    locals.set(owner.target.module, list);
    const target = { module: owner.target.module, local: name };
    pending.push({ location, module: owner.target.module, local: name, scope });
    return target;
  };
  for (const location of [...refTargets.values()].sort((a, b) => a.doc - b.doc || (a.pointer < b.pointer ? -1 : 1))) {
    if (named.has(registry.key(location))) continue;
    const target = addLocal(location, EMPTY_SCOPE, "");
    if (target) named.set(registry.key(location), target);
  }
  const specialised = new Map<string, RefTarget>();
  const definitions: Definitions = {
    named: (l) => named.get(registry.key(l)),
    plain(l) {
      const known = named.get(registry.key(l));
      if (known) return known;
      const target = addLocal(l, EMPTY_SCOPE, "");
      if (target) named.set(registry.key(l), target);
      return target;
    },
    specialised(l, scope) {
      const key = `${registry.key(l)}|${scope.key}`;
      const known = specialised.get(key);
      if (known) return known;
      const target = addLocal(l, scope, "InScope");
      if (target) specialised.set(key, target);
      return target;
    },
  };

  // 4. Convert: module roots and plain locals in their own scope; specialisations as they are discovered.
  const convert = createConverter(registry, definitions, report);
  const converted = new Map<string, Node>();
  // Both lists grow while converting (a dynamic reference can reach a definition nothing else names).
  const rootNodes: Node[] = [];
  while (rootNodes.length < moduleRoots.length || pending.length > 0) {
    if (rootNodes.length < moduleRoots.length) {
      rootNodes.push(simplify(convert(moduleRoots[rootNodes.length]!.location, EMPTY_SCOPE, true)));
      continue;
    }
    const next = pending.shift()!;
    converted.set(`${next.module}#${next.local}`, simplify(convert(next.location, next.scope, true)));
  }
  const modules: Module[] = moduleRoots.map(({ location, name, typeName }, i) => {
    const document = registry.documents[location.doc]!;
    const localDefs: LocalDefinition[] = (locals.get(name) ?? []).map((d) => ({ name: d.name, node: converted.get(`${name}#${d.name}`)! }));
    const folder = document.relativePath.split("/").slice(0, -1).join("/");
    return {
      name,
      typeName,
      file: document.label,
      pointer: location.pointer,
      domain: folder,
      root: rootNodes[i]!,
      locals: localDefs,
    };
  });
  modules.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { program: specialiseObjectRefs({ modules }), diagnostics };
}

/** Where reusable definitions live: `$defs` since 2019-09, `definitions` before. */
function defsKeyword(dialect: Dialect): "$defs" | "definitions" {
  return atLeast(dialect, "2019-09") ? "$defs" : "definitions";
}

/** How the converter names `$ref` targets: the plain definition, or its specialisation for a dynamic scope. */
interface Definitions {
  named(l: Location): RefTarget | undefined;
  plain(l: Location): RefTarget | undefined;
  specialised(l: Location, scope: DynamicScope): RefTarget | undefined;
}

/** A file whose root only holds `$defs` (and annotations): its definitions are the modules, the root is none. */
function isPureBundle(schema: unknown, defs: "$defs" | "definitions"): boolean {
  if (!isPlainObject(schema) || !isPlainObject(schema[defs])) return false;
  return !Object.keys(schema).some((k) => !ANNOTATIONS.has(k) && !k.startsWith("x-"));
}

type Report = (l: Location, message: string) => void;

function createConverter(registry: Registry, definitions: Definitions, report: Report) {
  const at = (l: Location, ...segments: (string | number)[]): Location => ({
    doc: l.doc,
    pointer: segments.reduce<string>((p, s) => childPointer(p, s), l.pointer),
  });

  const metaOf = (l: Location, schema: Record<string, unknown>): Meta => ({
    ...(typeof schema.title === "string" ? { title: schema.title } : {}),
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    ...(typeof schema.format === "string" ? { format: schema.format } : {}),
    ...(schema.deprecated === true ? { deprecated: true } : {}),
    ...(schema.default !== undefined ? { default: schema.default as Json } : {}),
    source: { file: registry.documents[l.doc]!.file, pointer: l.pointer },
  });

  /** A reference to the definition at `l` as evaluation reaches it from `scope`. */
  const refTo = (l: Location, scope: DynamicScope, source: Meta["source"]): Node | undefined => {
    const resource = registry.resourceOf(l);
    const entered = enterResource(scope, resource, registry);
    const own = enterResource(EMPTY_SCOPE, resource, registry);
    const target = entered.key === own.key ? definitions.plain(l) : definitions.specialised(l, entered);
    return target ? { kind: "ref", target, meta: { source } } : undefined;
  };

  const convert = (l: Location, outer: DynamicScope, isDefinitionRoot = false): Node => {
    const value = registry.valueAt(l);
    const source = { file: registry.documents[l.doc]!.file, pointer: l.pointer };
    if (!isDefinitionRoot && definitions.named(l)) return refTo(l, outer, source) ?? { kind: "never", meta: { source } };
    if (value === true) return { kind: "any", meta: { source } };
    if (value === false) return { kind: "never", meta: { source } };
    if (!isPlainObject(value)) {
      report(l, "a schema must be an object or a boolean");
      return { kind: "never", meta: { source } };
    }
    const scope = enterResource(outer, registry.resourceOf(l), registry);
    const { dialect, keywords } = registry.dialectAt(l);
    const meta = metaOf(l, value);
    for (const keyword of Object.keys(value)) {
      if (keyword in REFUSED && !keywords.has(keyword) && (dialect === "2020-12" || keyword === "nullable")) {
        report(at(l, keyword), `unsupported keyword ${keyword}: ${REFUSED[keyword]}`);
      }
    }
    // Only the keywords of this schema's dialect (and vocabularies) mean anything; up to draft-07 a $ref
    // replaces its whole object.
    const s = keywordsInForce(value, registry.dialectAt(l));
    const parts: Node[] = [];
    const sub = (...segments: (string | number)[]) => convert(at(l, ...segments), scope);

    if (typeof s.$ref === "string") {
      const r = registry.resolve(s.$ref, l);
      const ref = r.ok ? refTo(r.location, scope, source) : undefined; // a dangling one was reported by the walk
      if (ref) parts.push(ref);
    }
    if (typeof s.$dynamicRef === "string") {
      const r = registry.resolve(s.$dynamicRef, l);
      if (r.ok) {
        // Dynamic only when the static target is a $dynamicAnchor of the fragment's name ("bookending");
        // then the outermost resource in scope declaring that name wins.
        const name = dynamicAnchorAt(registry, r.location, s.$dynamicRef);
        const target = name === undefined ? r.location : (scope.anchors.get(name) ?? r.location);
        const ref = refTo(target, scope, source);
        if (ref) parts.push(ref);
      }
    }
    if (typeof s.$recursiveRef === "string") {
      const r = registry.resolve(s.$recursiveRef, l);
      if (r.ok) {
        const isAnchoredRoot = registry.key(registry.resourceOf(r.location)) === registry.key(r.location) && registry.hasRecursiveAnchor(r.location);
        const ref = refTo(isAnchoredRoot ? (scope.recursive ?? r.location) : r.location, scope, source);
        if (ref) parts.push(ref);
      }
    }

    const typed = convertTyped(l, s, meta, scope, dialect);
    if (typed) parts.push(typed);
    if ("const" in s) parts.push({ kind: "const", value: s.const as Json, meta });
    if (Array.isArray(s.enum)) parts.push({ kind: "enum", values: s.enum as Json[], meta });
    if (Array.isArray(s.allOf)) s.allOf.forEach((_, i) => parts.push(sub("allOf", i)));
    for (const mode of ["anyOf", "oneOf"] as const) {
      const list = s[mode];
      if (!Array.isArray(list)) continue;
      const locations = list.map((_, i) => at(l, mode, i));
      const hint = isPlainObject(value.discriminator) && typeof value.discriminator.propertyName === "string" ? value.discriminator.propertyName : undefined;
      const discriminator = findDiscriminator(registry, locations, hint);
      parts.push({ kind: "union", mode, variants: locations.map((x) => convert(x, scope)), ...(discriminator ? { discriminator } : {}), meta });
    }
    if ("not" in s) parts.push({ kind: "not", inner: sub("not"), meta });
    // Kept even without then/else: a passing `if` still contributes annotations to unevaluated*.
    if ("if" in s) {
      parts.push({
        kind: "conditional",
        if: sub("if"),
        ...("then" in s ? { then: sub("then") } : {}),
        ...("else" in s ? { else: sub("else") } : {}),
        meta,
      });
    }
    const unevaluatedProperties = "unevaluatedProperties" in s ? sub("unevaluatedProperties") : undefined;
    const unevaluatedItems = "unevaluatedItems" in s ? sub("unevaluatedItems") : undefined;
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

  const convertTyped = (l: Location, s: Record<string, unknown>, meta: Meta, scope: DynamicScope, dialect: Dialect): Node | undefined => {
    const declared = typeof s.type === "string" ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : undefined;
    // additionalItems means something only beside a tuple-form items.
    const has = (keys: string[]) => keys.some((k) => k in s && (k !== "additionalItems" || Array.isArray(s.items)));
    const build = (t: JsonType): Node => {
      switch (t) {
        case "null":
          return { kind: "null", meta };
        case "boolean":
          return { kind: "boolean", meta };
        case "integer":
        case "number":
          return { kind: "number", integer: t === "integer", constraints: numberConstraints(s, dialect), meta };
        case "string":
          return { kind: "string", constraints: stringConstraints(l, s), meta };
        case "array":
          return arrayNode(l, s, meta, scope, dialect);
        case "object":
          return objectNode(l, s, meta, scope);
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

  const numberConstraints = (s: Record<string, unknown>, dialect: Dialect): NumberConstraints => {
    const out: { -readonly [K in keyof NumberConstraints]: NumberConstraints[K] } = {};
    for (const k of NUMBER_KEYS) if (typeof s[k] === "number") out[k as keyof NumberConstraints] = s[k] as number;
    if (hasBooleanExclusiveBounds(dialect)) {
      // Draft-04: `exclusiveMaximum: true` turns `maximum` into a strict bound.
      if (s.exclusiveMaximum === true && typeof s.maximum === "number") {
        out.exclusiveMaximum = s.maximum;
        delete out.maximum;
      }
      if (s.exclusiveMinimum === true && typeof s.minimum === "number") {
        out.exclusiveMinimum = s.minimum;
        delete out.minimum;
      }
    }
    return out;
  };

  const arrayNode = (l: Location, s: Record<string, unknown>, meta: Meta, scope: DynamicScope, dialect: Dialect): ArrayNode => {
    const sub = (...segments: (string | number)[]) => convert(at(l, ...segments), scope);
    // Before 2020-12 a tuple is `items: [...]` and the rest is `additionalItems`.
    const tuple = hasTupleItems(dialect) && Array.isArray(s.items);
    const prefixItems = tuple
      ? (s.items as unknown[]).map((_, i) => sub("items", i))
      : Array.isArray(s.prefixItems) ? s.prefixItems.map((_, i) => sub("prefixItems", i)) : [];
    const items = tuple ? ("additionalItems" in s ? sub("additionalItems") : undefined) : "items" in s ? sub("items") : undefined;
    return {
      kind: "array",
      prefixItems,
      ...(items ? { items } : {}),
      ...("contains" in s ? { contains: sub("contains") } : {}),
      // contains became an annotation for unevaluatedItems only in 2020-12.
      ...("contains" in s && !atLeast(dialect, "2020-12") ? { containsEvaluates: false } : {}),
      ...("contains" in s && typeof s.minContains === "number" ? { minContains: s.minContains } : {}),
      ...("contains" in s && typeof s.maxContains === "number" ? { maxContains: s.maxContains } : {}),
      ...(typeof s.minItems === "number" ? { minItems: s.minItems } : {}),
      ...(typeof s.maxItems === "number" ? { maxItems: s.maxItems } : {}),
      uniqueItems: s.uniqueItems === true,
      meta,
    };
  };

  const objectNode = (l: Location, s: Record<string, unknown>, meta: Meta, scope: DynamicScope): ObjectNode => {
    const sub = (...segments: (string | number)[]) => convert(at(l, ...segments), scope);
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const properties: Property[] = [];
    if (isPlainObject(s.properties)) {
      for (const name of Object.keys(s.properties)) {
        properties.push({ name, required: required.has(name), declared: true, schema: sub("properties", name) });
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
          return [{ pattern, schema: sub("patternProperties", pattern) }];
        })
      : [];
    const additionalProperties = "additionalProperties" in s ? sub("additionalProperties") : undefined;
    // Draft-04 to -07 `dependencies`: a name list is dependentRequired, a schema dependentSchemas.
    const dependencies = isPlainObject(s.dependencies) ? Object.entries(s.dependencies) : [];
    return {
      kind: "object",
      properties,
      patternProperties,
      ...(additionalProperties ? { additionalProperties } : {}),
      ...("propertyNames" in s ? { propertyNames: sub("propertyNames") } : {}),
      ...(typeof s.minProperties === "number" ? { minProperties: s.minProperties } : {}),
      ...(typeof s.maxProperties === "number" ? { maxProperties: s.maxProperties } : {}),
      dependentRequired: [
        ...(isPlainObject(s.dependentRequired) ? Object.entries(s.dependentRequired).map(([property, requires]) => ({ property, requires: requires as string[] })) : []),
        ...dependencies.filter(([, v]) => Array.isArray(v)).map(([property, requires]) => ({ property, requires: requires as string[] })),
      ],
      dependentSchemas: [
        ...(isPlainObject(s.dependentSchemas) ? Object.keys(s.dependentSchemas).map((property) => ({ property, schema: sub("dependentSchemas", property) })) : []),
        ...dependencies.filter(([, v]) => !Array.isArray(v)).map(([property]) => ({ property, schema: sub("dependencies", property) })),
      ],
      meta,
    };
  };

  return convert;
}

/** The anchor name when `ref` lands on a `$dynamicAnchor` of the same name (what makes a `$dynamicRef` dynamic). */
function dynamicAnchorAt(registry: Registry, l: Location, ref: string): string | undefined {
  const value = registry.valueAt(l);
  const fragment = ref.includes("#") ? ref.slice(ref.indexOf("#") + 1) : "";
  return isPlainObject(value) && typeof value.$dynamicAnchor === "string" && value.$dynamicAnchor === fragment ? fragment : undefined;
}

function withMeta(node: Node, meta: Meta): Node {
  if (node.kind === "ref") return { ...node, meta: { ...meta } };
  return { ...node, meta: { ...node.meta, ...pickAnnotations(meta) } };
}

function pickAnnotations(meta: Meta): Partial<Meta> {
  const { source: _source, ...rest } = meta;
  return rest;
}
