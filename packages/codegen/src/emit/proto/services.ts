import type { Diagnostic } from "../../diagnostics/diagnostic.ts";

/**
 * The services file (`schema/services.json`): every RPC declared once — its request/response schemas
 * (module names), streaming, and the HTTP route it maps to. Not a `*.schema.json`, so the loader skips it.
 */
export interface ServicesDecl {
  /** Repo-relative path, for diagnostics and headers. */
  readonly file: string;
  readonly services: readonly ServiceSpec[];
  /** Module names of schemas that describe files the runtime reads (configuration), not messages: no proto type. */
  readonly fileFormats: readonly string[];
}

export interface ServiceSpec {
  readonly name: string;
  /** Schema domain (folder) whose proto package holds the service. */
  readonly domain: string;
  readonly description: string;
  readonly rpcs: readonly RpcSpec[];
  readonly pointer: string;
}

export type Streaming = "none" | "server" | "client" | "bidi";

export interface RpcSpec {
  readonly name: string;
  readonly description: string;
  /** Module names (lowerCamel), e.g. `askPermissionRequest`. */
  readonly request: string;
  readonly response: string;
  readonly streaming: Streaming;
  readonly http: { readonly method: string; readonly path: string };
  /** How the seed document named this RPC, when it did (for the reference docs). */
  readonly seed?: string;
  readonly pointer: string;
}

const STREAMING: readonly Streaming[] = ["none", "server", "client", "bidi"];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Validates the parsed services file; every problem is a diagnostic on `file` with a JSON pointer. */
export function parseServicesDecl(value: unknown, file: string): { services: ServicesDecl; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const report = (pointer: string, message: string) => diagnostics.push({ file, pointer, message });
  const services: ServiceSpec[] = [];
  if (!isRecord(value) || !Array.isArray(value.services)) {
    report("", "services file must be an object with a `services` array");
    return { services: { file, services, fileFormats: [] }, diagnostics };
  }
  const fileFormats: string[] = [];
  if (value.fileFormats !== undefined) {
    if (!Array.isArray(value.fileFormats) || !value.fileFormats.every((m) => typeof m === "string")) {
      report("/fileFormats", "expected an array of module names");
    } else fileFormats.push(...(value.fileFormats as string[]));
  }
  value.services.forEach((s, i) => {
    const at = `/services/${i}`;
    if (!isRecord(s)) return report(at, "expected an object");
    const name = str(s.name);
    const domain = str(s.domain);
    if (!name || !/^[A-Z][A-Za-z0-9]*Service$/.test(name)) report(`${at}/name`, "service name must be PascalCase ending in `Service` (buf STANDARD)");
    if (domain === undefined) report(`${at}/domain`, "expected the schema domain (folder) of the service's package");
    if (!Array.isArray(s.rpcs) || s.rpcs.length === 0) return report(`${at}/rpcs`, "expected a non-empty `rpcs` array");
    const rpcs: RpcSpec[] = [];
    s.rpcs.forEach((r, j) => {
      const rat = `${at}/rpcs/${j}`;
      if (!isRecord(r)) return report(rat, "expected an object");
      const rpcName = str(r.name);
      const request = str(r.request);
      const response = str(r.response);
      const streaming = (r.streaming ?? "none") as Streaming;
      const http = r.http;
      if (!rpcName || !/^[A-Z][A-Za-z0-9]*$/.test(rpcName)) return report(`${rat}/name`, "RPC name must be PascalCase");
      if (!request) return report(`${rat}/request`, "expected the request schema's module name");
      if (!response) return report(`${rat}/response`, "expected the response schema's module name");
      if (!STREAMING.includes(streaming)) return report(`${rat}/streaming`, `streaming must be one of ${STREAMING.join(", ")}`);
      if (!isRecord(http) || !METHODS.includes(str(http.method) ?? "") || !str(http.path)?.startsWith("/")) {
        return report(`${rat}/http`, `expected {method: ${METHODS.join("|")}, path: "/..."}`);
      }
      rpcs.push({
        name: rpcName,
        description: str(r.description) ?? "",
        request,
        response,
        streaming,
        http: { method: str(http.method)!, path: str(http.path)! },
        ...(str(r.seed) ? { seed: str(r.seed)! } : {}),
        pointer: rat,
      });
    });
    if (name && domain !== undefined) services.push({ name, domain, description: str(s.description) ?? "", rpcs, pointer: at });
  });
  return { services: { file, services, fileFormats }, diagnostics };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}
