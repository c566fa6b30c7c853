import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { acpRequestPermissionRequestSchema } from "@generated/validators/acpRequestPermissionRequest";
import { acpToolCallSchema } from "@generated/validators/acpToolCall";
import { acpToolCallUpdateSchema } from "@generated/validators/acpToolCallUpdate";
import Ajv2020 from "ajv/dist/2020.js";
import { generateInMemory } from "../../../codegen/src/generate.ts";

const REPO_ROOT = resolve(import.meta.dir, "../../../..");

/** The folder holding the official ACP v1 schema: ACP_SCHEMA_DIR, else ../shared/fixtures/acp beside the repository. */
export function acpSchemaDir(): string {
  const dir = process.env.ACP_SCHEMA_DIR ?? join(REPO_ROOT, "..", "shared", "fixtures", "acp");
  if (!existsSync(join(dir, "schema.v1.json"))) {
    throw new Error(
      `the official ACP v1 schema (schema.v1.json) was not found in ${dir}. These tests need third-party data that is not in the repository: ` +
        "set ACP_SCHEMA_DIR to its folder, or place the shared fixtures beside the repository (../shared/fixtures/acp).",
    );
  }
  return dir;
}

/** The official definition of the params of each method an agent sends. */
const PARAMS_OF_METHOD: Readonly<Record<string, string>> = { "session/update": "SessionNotification", "session/request_permission": "RequestPermissionRequest" };
/** Responses, recognised by a key only that result has. */
const RESULT_DEFS: readonly (readonly [string, string])[] = [
  ["protocolVersion", "InitializeResponse"],
  ["sessionId", "NewSessionResponse"],
  ["stopReason", "PromptResponse"],
];

interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Checks one message with every validator that applies; returns the problems (empty = accepted by all). */
export type AcpChecker = (message: unknown, side?: "agent") => string[];

const issues = (name: string, parser: Parser, value: unknown): string[] => {
  const result = parser.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).slice(0, 3).map((i) => `${name}: ${i.path.join(".")}: ${i.message}`);
};

/**
 * Validators for messages an ACP agent sends: ajv on the official schema's `Agent` message union,
 * Zod validators toolwire's generator makes from that same official schema (agentRequest /
 * agentResponse / agentNotification), and the repository's generated validators
 * (`@generated/validators/acp*`) for the tool-call payloads they cover.
 */
export async function createAcpChecker(): Promise<{ check: AcpChecker; ajvDef(def: string): (value: unknown) => boolean }> {
  const dir = acpSchemaDir();
  const official = JSON.parse(readFileSync(join(dir, "schema.v1.json"), "utf8")) as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema(official, "acp");
  const agentMessage = ajv.compile({ $ref: "acp#/anyOf/0" });

  const { files, diagnostics } = await generateInMemory({ schemasDir: dir, outDir: "unused", targets: ["zod"] });
  if (diagnostics.length > 0) throw new Error(`generating validators from the ACP schema failed: ${JSON.stringify(diagnostics[0])}`);
  const scratch = resolve(import.meta.dir, "../../.tmp");
  mkdirSync(scratch, { recursive: true });
  const out = mkdtempSync(join(scratch, "acp-validators-"));
  for (const file of files) {
    mkdirSync(dirname(join(out, file.path)), { recursive: true });
    writeFileSync(join(out, file.path), file.content);
  }
  const load = async (module: string) => ((await import(join(out, "validators", `${module}.ts`))) as Record<string, Parser>)[`${module}Schema`]!;
  const generated = { request: await load("agentRequest"), response: await load("agentResponse"), notification: await load("agentNotification") };
  // The message unions admit extension methods with any params, so each payload is also checked against its own definition.
  const byDef = new Map<string, { ajv: (value: unknown) => boolean; zod: Parser }>();
  for (const def of [...Object.values(PARAMS_OF_METHOD), ...RESULT_DEFS.map(([, d]) => d)]) {
    byDef.set(def, { ajv: ajv.compile({ $ref: `acp#/$defs/${def}` }) as (value: unknown) => boolean, zod: await load(def.charAt(0).toLowerCase() + def.slice(1)) });
  }
  const checkDef = (def: string, value: unknown): string[] => {
    const v = byDef.get(def)!;
    return [...(v.ajv(value) ? [] : [`ajv (official $defs/${def}): rejected`]), ...issues(`generated from the official schema (${def})`, v.zod, value)];
  };

  const check: AcpChecker = (message) => {
    const problems: string[] = [];
    if (!agentMessage(message)) problems.push(`ajv (official schema): ${ajv.errorsText(agentMessage.errors?.slice(0, 3))}`);
    const m = message as { id?: unknown; method?: string; params?: Record<string, unknown> };
    const kind = m.method === undefined ? "response" : m.id === undefined ? "notification" : "request";
    problems.push(...issues(`generated from the official schema (agent ${kind})`, generated[kind], message));
    if (m.method !== undefined) {
      const def = PARAMS_OF_METHOD[m.method];
      if (def) problems.push(...checkDef(def, m.params));
      else problems.push(`unexpected method ${m.method}`);
    } else {
      const result = (message as { result?: Record<string, unknown> }).result;
      const def = RESULT_DEFS.find(([key]) => result !== undefined && key in result)?.[1];
      if (def) problems.push(...checkDef(def, result));
    }
    if (m.method === "session/update") {
      const update = (m.params?.update ?? {}) as { sessionUpdate?: string };
      const { sessionUpdate, ...payload } = update;
      if (sessionUpdate === "tool_call") problems.push(...issues("@generated/validators/acpToolCall", acpToolCallSchema, payload));
      if (sessionUpdate === "tool_call_update") problems.push(...issues("@generated/validators/acpToolCallUpdate", acpToolCallUpdateSchema, payload));
    }
    if (m.method === "session/request_permission") problems.push(...issues("@generated/validators/acpRequestPermissionRequest", acpRequestPermissionRequestSchema, m.params));
    return problems;
  };
  return { check, ajvDef: (def) => ajv.compile({ $ref: `acp#/$defs/${def}` }) as (value: unknown) => boolean };
}
