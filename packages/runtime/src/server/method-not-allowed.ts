/** Routes as Hono lists them (`app.routes`): a method and a path with `:param` segments. */
export interface RouteLike {
  readonly method: string;
  readonly path: string;
}

/**
 * The methods other routes accept for a path that matched no route with the request's method,
 * so a wrong method answers 405 with `Allow` instead of 404.
 */
export function createAllowedMethods(routes: readonly RouteLike[]): (path: string) => string[] {
  const compiled = routes
    .filter((r) => r.method !== "ALL" && r.path !== "*" && r.path !== "/*")
    .map((r) => ({ method: r.method, regex: new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}/?$`) }));
  return (path) => [...new Set(compiled.filter((r) => r.regex.test(path)).map((r) => r.method))].sort();
}
