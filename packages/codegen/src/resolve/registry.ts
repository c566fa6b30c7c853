import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { allowsEmbeddedDialects, DEFAULT_DIALECT, idKeyword, refIgnoresSiblings, type Dialect } from "../dialect/dialect.ts";
import { dialectForSchemaUri, standardDialect, type SchemaDialect } from "../dialect/schema-dialect.ts";
import type { SchemaDocument } from "../load/load-schemas.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import { forEachSubschema, getAtPointer } from "./schema-keywords.ts";

/** A place in a loaded document: the document index and a JSON pointer. */
export interface Location {
  readonly doc: number;
  readonly pointer: string;
}

/** A `$dynamicAnchor` declared in a schema resource. */
export interface DynamicAnchor {
  readonly name: string;
  readonly location: Location;
}

/**
 * Resolves `$ref`s the way each document's dialect does: `$id` (`id` in draft-04) base URIs, JSON
 * pointer fragments, `$anchor`s and plain-name `$id` fragments, and knows each location's dialect and
 * schema resource (for `$dynamicRef`/`$recursiveRef`).
 */
export interface Registry {
  readonly documents: readonly SchemaDocument[];
  /** Resolves `ref` as written at `from`; a diagnostic message when it dangles. */
  resolve(ref: string, from: Location): { ok: true; location: Location } | { ok: false; message: string };
  /** The base URI in force at a location. */
  baseAt(location: Location): string;
  /** Value of the schema at a location. */
  valueAt(location: Location): unknown;
  /** Key for maps: `doc:pointer`. */
  key(location: Location): string;
  /** The dialect (and keywords in force) at a location. */
  dialectAt(location: Location): SchemaDialect;
  /** Root of the schema resource a location belongs to (the nearest `$id`, or the document root). */
  resourceOf(location: Location): Location;
  /** The `$dynamicAnchor`s a resource declares (not those of resources embedded in it). */
  dynamicAnchorsOf(resource: Location): readonly DynamicAnchor[];
  /** True when the resource root says `"$recursiveAnchor": true` (2019-09). */
  hasRecursiveAnchor(resource: Location): boolean;
}

/** Base URI of a document with no absolute `$id`: its path under a synthetic root, so `$id`s like `x.schema.json` stay file-name addressed. */
export const BASE_ROOT = "toolwire:///";

/** Builds the registry over all documents; `fetchRemote` lazily adds documents for URIs outside them (e.g. mapped remotes, meta-schemas). */
export function createRegistry(
  initial: readonly SchemaDocument[],
  fetchRemote: (uri: string) => SchemaDocument | undefined = () => undefined,
  defaultDialect: Dialect = DEFAULT_DIALECT,
): { registry: Registry; diagnostics: Diagnostic[] } {
  const documents: SchemaDocument[] = [];
  const resources = new Map<string, Location>();
  const anchors = new Map<string, Location>();
  const bases = new Map<string, string>();
  const dialects = new Map<string, SchemaDialect>();
  const resourceRoots = new Map<string, Location>();
  const dynamicAnchors = new Map<string, DynamicAnchor[]>();
  const diagnostics: Diagnostic[] = [];
  const key = (l: Location) => `${l.doc}:${l.pointer}`;
  const fallbackDialect = standardDialect(defaultDialect);

  const metaLookup = (uri: string): unknown => {
    const found = lookupResource(stripFragment(uri));
    return found ? getAtPointer(documents[found.doc]?.json, found.pointer) : undefined;
  };

  const register = (document: SchemaDocument, defaultBase: string): void => {
    const doc = documents.push(document) - 1;
    const fileBase = BASE_ROOT + document.relativePath;
    let rootBase = "";
    const walk = (value: unknown, pointer: string, base: string, inherited: SchemaDialect, resource: Location) => {
      const location = { doc, pointer };
      if (!isPlainObject(value)) {
        bases.set(key(location), base);
        dialects.set(key(location), inherited);
        resourceRoots.set(key(location), resource);
        return;
      }
      let dialect = inherited;
      const idKey = idKeyword(dialect.dialect);
      const hasId = typeof value[idKey] === "string" && !(refIgnoresSiblings(dialect.dialect) && "$ref" in value);
      if (typeof value.$schema === "string" && (pointer === "" || (hasId && allowsEmbeddedDialects(inherited.dialect)))) {
        const selected = dialectForSchemaUri(value.$schema, metaLookup);
        if ("error" in selected) diagnostics.push({ file: document.file, pointer: `${pointer}/$schema`, message: selected.error });
        else dialect = selected;
      }
      let here = base;
      const id = value[idKeyword(dialect.dialect)];
      // Up to draft-07 a $ref replaces its object, $id included.
      if (typeof id === "string" && !(refIgnoresSiblings(dialect.dialect) && "$ref" in value)) {
        try {
          const resolved = new URL(id, base);
          const fragment = resolved.hash.replace(/^#/, "");
          here = stripFragment(resolved.href);
          // Before 2019-09, `"$id": "#name"` (or `uri#name`) is how a location-independent anchor is written.
          if (fragment !== "" && refIgnoresSiblings(dialect.dialect) && !fragment.startsWith("/")) {
            const anchorKey = `${here}#${decodeURIComponent(fragment)}`;
            if (!anchors.has(anchorKey)) anchors.set(anchorKey, location);
          }
        } catch {
          diagnostics.push({ file: document.file, pointer: `${pointer}/${idKeyword(dialect.dialect)}`, message: `invalid ${idKeyword(dialect.dialect)} "${id}"` });
        }
        if (!id.startsWith("#")) {
          if (!resources.has(here)) resources.set(here, location);
          resource = location;
        }
      }
      if (pointer === "" && !resources.has(here)) resources.set(here, location);
      if (pointer === "") rootBase = here;
      const keywords = dialect.keywords;
      for (const anchorKey of ["$anchor", "$dynamicAnchor"]) {
        const anchor = value[anchorKey];
        if (typeof anchor !== "string" || !keywords.has(anchorKey)) continue;
        // Anchors of the document's own resource are reachable through its file path too, as pointers are.
        for (const b of here === rootBase ? [here, fileBase] : [here]) {
          if (!anchors.has(`${b}#${anchor}`)) anchors.set(`${b}#${anchor}`, location);
        }
        if (anchorKey === "$dynamicAnchor") {
          const list = dynamicAnchors.get(key(resource)) ?? [];
          list.push({ name: anchor, location });
          dynamicAnchors.set(key(resource), list);
        }
      }
      bases.set(key(location), here);
      dialects.set(key(location), dialect);
      resourceRoots.set(key(location), resource);
      forEachSubschema(value, pointer, (sub) => walk(sub.value, sub.pointer, here, dialect, resource));
    };
    resources.set(fileBase, { doc, pointer: "" });
    walk(document.json, "", defaultBase || fileBase, fallbackDialect, { doc, pointer: "" });
  };

  const lookupResource = (uri: string): Location | undefined => {
    const found = resources.get(uri);
    if (found) return found;
    const remote = fetchRemote(uri);
    if (!remote) return undefined;
    register(remote, uri);
    // The retrieval URI names the document too, even when its own $id says otherwise.
    const root = { doc: documents.length - 1, pointer: "" };
    if (!resources.has(uri)) resources.set(uri, root);
    return resources.get(uri)!;
  };

  for (const document of initial) {
    const root = document.json;
    const dialect = isPlainObject(root) && typeof root.$schema === "string" ? dialectForSchemaUri(root.$schema, () => undefined) : fallbackDialect;
    const idKey = "error" in dialect ? "$id" : idKeyword(dialect.dialect);
    const id = isPlainObject(root) && typeof root[idKey] === "string" ? root[idKey] : undefined;
    // A relative root $id (the house style: the file name) is resolved against the flat root, not the folder.
    register(document, id !== undefined ? BASE_ROOT : BASE_ROOT + document.relativePath);
  }

  /** Locations not reached by the walk (a pointer into an unknown keyword) take their nearest walked ancestor's facts. */
  const nearest = <T>(map: Map<string, T>, l: Location): T | undefined => {
    let pointer = l.pointer;
    for (;;) {
      const found = map.get(key({ doc: l.doc, pointer }));
      if (found !== undefined || pointer === "") return found;
      pointer = pointer.slice(0, pointer.lastIndexOf("/"));
    }
  };

  const registry: Registry = {
    documents,
    key,
    baseAt: (l) => nearest(bases, l) ?? BASE_ROOT + (documents[l.doc]?.relativePath ?? ""),
    valueAt: (l) => getAtPointer(documents[l.doc]?.json, l.pointer),
    dialectAt: (l) => nearest(dialects, l) ?? fallbackDialect,
    resourceOf: (l) => nearest(resourceRoots, l) ?? { doc: l.doc, pointer: "" },
    dynamicAnchorsOf: (r) => dynamicAnchors.get(key(r)) ?? [],
    hasRecursiveAnchor: (r) => {
      const value = getAtPointer(documents[r.doc]?.json, r.pointer);
      return isPlainObject(value) && value.$recursiveAnchor === true && registry.dialectAt(r).keywords.has("$recursiveAnchor");
    },
    resolve(ref, from) {
      let target: URL;
      try {
        target = new URL(ref, registry.baseAt(from));
      } catch {
        return { ok: false, message: `$ref "${ref}" is not a valid URI reference` };
      }
      const uri = stripFragment(target.href);
      const fragment = decodeURIComponent(target.hash.replace(/^#/, ""));
      const resource = lookupResource(uri);
      if (!resource) return { ok: false, message: `$ref "${ref}" points to ${shown(uri)}, which is not among the loaded schemas (no file or $id has that name)` };
      if (fragment === "") return { ok: true, location: resource };
      if (fragment.startsWith("/")) {
        const location = { doc: resource.doc, pointer: resource.pointer + fragment };
        if (getAtPointer(documents[resource.doc]?.json, location.pointer) === undefined) {
          return { ok: false, message: `$ref "${ref}" points to ${shown(uri)}#${fragment}, which does not exist` };
        }
        return { ok: true, location };
      }
      const anchored = anchors.get(`${uri}#${fragment}`);
      if (!anchored) return { ok: false, message: `$ref "${ref}": no $anchor "${fragment}" in ${shown(uri)}` };
      return { ok: true, location: anchored };
    },
  };
  return { registry, diagnostics };
}

/** Users never wrote the synthetic base; show file-relative names for it. */
function shown(uri: string): string {
  return uri.startsWith(BASE_ROOT) ? uri.slice(BASE_ROOT.length) : uri;
}

function stripFragment(href: string): string {
  const i = href.indexOf("#");
  return i === -1 ? href : href.slice(0, i);
}
