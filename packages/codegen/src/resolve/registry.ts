import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SchemaDocument } from "../load/load-schemas.ts";
import { isPlainObject } from "../load/load-schemas.ts";
import { forEachSubschema, getAtPointer } from "./schema-keywords.ts";

/** A place in a loaded document: the document index and a JSON pointer. */
export interface Location {
  readonly doc: number;
  readonly pointer: string;
}

/** Resolves `$ref`s the way draft 2020-12 does: `$id` base URIs, JSON pointer fragments, `$anchor`s. */
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
}

/** Base URI of a document with no absolute `$id`: its path under a synthetic root, so `$id`s like `x.schema.json` stay file-name addressed. */
export const BASE_ROOT = "toolwire:///";

/** Builds the registry over all documents; `fetchRemote` lazily adds documents for URIs outside them (e.g. mapped remotes). */
export function createRegistry(
  initial: readonly SchemaDocument[],
  fetchRemote: (uri: string) => SchemaDocument | undefined = () => undefined,
): { registry: Registry; diagnostics: Diagnostic[] } {
  const documents: SchemaDocument[] = [];
  const resources = new Map<string, Location>();
  const anchors = new Map<string, Location>();
  const bases = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const key = (l: Location) => `${l.doc}:${l.pointer}`;

  const register = (document: SchemaDocument, defaultBase: string): void => {
    const doc = documents.push(document) - 1;
    const fileBase = BASE_ROOT + document.relativePath;
    let rootBase = "";
    const walk = (value: unknown, pointer: string, base: string) => {
      if (!isPlainObject(value)) {
        bases.set(key({ doc, pointer }), base);
        return;
      }
      let here = base;
      if (typeof value.$id === "string") {
        try {
          here = stripFragment(new URL(value.$id, base).href);
        } catch {
          diagnostics.push({ file: document.file, pointer: `${pointer}/$id`, message: `invalid $id "${value.$id}"` });
        }
        if (!resources.has(here)) resources.set(here, { doc, pointer });
      }
      if (pointer === "" && !resources.has(here)) resources.set(here, { doc, pointer });
      if (pointer === "") rootBase = here;
      for (const anchorKey of ["$anchor", "$dynamicAnchor"]) {
        const anchor = value[anchorKey];
        if (typeof anchor !== "string") continue;
        // Anchors of the document's own resource are reachable through its file path too, as pointers are.
        for (const base of here === rootBase ? [here, fileBase] : [here]) {
          if (!anchors.has(`${base}#${anchor}`)) anchors.set(`${base}#${anchor}`, { doc, pointer });
        }
      }
      bases.set(key({ doc, pointer }), here);
      forEachSubschema(value, pointer, (sub) => walk(sub.value, sub.pointer, here));
    };
    resources.set(fileBase, { doc, pointer: "" });
    walk(document.json, "", defaultBase || fileBase);
  };

  for (const document of initial) {
    const id = isPlainObject(document.json) && typeof document.json.$id === "string" ? document.json.$id : undefined;
    // A relative root $id (the house style: the file name) is resolved against the flat root, not the folder.
    register(document, id !== undefined ? BASE_ROOT : BASE_ROOT + document.relativePath);
  }

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

  const registry: Registry = {
    documents,
    key,
    baseAt: (l) => bases.get(key(l)) ?? BASE_ROOT + (documents[l.doc]?.relativePath ?? ""),
    valueAt: (l) => getAtPointer(documents[l.doc]?.json, l.pointer),
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
      if (fragment === "" ) return { ok: true, location: resource };
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
