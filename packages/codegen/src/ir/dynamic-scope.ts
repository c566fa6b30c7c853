import type { Location, Registry } from "../resolve/registry.ts";

/**
 * What of the dynamic scope `$dynamicRef` (2020-12) and `$recursiveRef` (2019-09) can observe: for each
 * dynamic anchor name, the declaration in the outermost resource entered so far, and the outermost
 * resource with `"$recursiveAnchor": true`. Entering a resource only fills names not yet present, so a
 * scope is a function of the set of resources entered: finitely many per schema set, which is what lets
 * the IR specialise each definition per scope instead of resolving at run time.
 */
export interface DynamicScope {
  readonly anchors: ReadonlyMap<string, Location>;
  readonly recursive?: Location;
  /** Stable identity, "" for the empty scope. */
  readonly key: string;
}

/** The scope before any resource is entered. */
export const EMPTY_SCOPE: DynamicScope = Object.freeze({ anchors: new Map(), key: "" });

/** The scope after evaluation enters `resource` (idempotent: entering twice changes nothing). */
export function enterResource(scope: DynamicScope, resource: Location, registry: Registry): DynamicScope {
  const added = registry.dynamicAnchorsOf(resource).filter((a) => !scope.anchors.has(a.name));
  const recursive = scope.recursive ?? (registry.hasRecursiveAnchor(resource) ? resource : undefined);
  if (added.length === 0 && recursive === scope.recursive) return scope;
  const anchors = new Map(scope.anchors);
  for (const a of added) anchors.set(a.name, a.location);
  const parts = [...anchors.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([n, l]) => `${n}=${registry.key(l)}`);
  if (recursive) parts.push(`^=${registry.key(recursive)}`);
  return { anchors, ...(recursive ? { recursive } : {}), key: parts.join(",") };
}
