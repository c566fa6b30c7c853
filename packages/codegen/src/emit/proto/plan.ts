import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { Meta, Module, Node, Program, RefTarget, SourceLocation } from "../../ir/types.ts";
import type { EnumDecl, FieldDecl, MessageDecl, MessageMember, ProtoFile, ReservedDecl, RpcDecl, ServiceDecl, TypeRef } from "./ast.ts";
import type { BridgePlan, MessagePlan, WireSpec } from "./bridge/runtime/bridge-runtime.ts";
import { classifyNode } from "./classify.ts";
import { commentLines } from "./doc-text.ts";
import { allFields, fieldSignature, type EnumDraft, type FileDraft, type MessageDraft, type MessageRole, type TypeDraft } from "./drafts.ts";
import { createLayout } from "./layout.ts";
import { allocateEnumValues, allocateFields, wrappedCollection, type Allocation, type EnumLock, type FieldLock, type MessageLock } from "./lock.ts";
import { enumValueName, packageForDomain, pascalName, protoFileForDomain, safeTypeName, serviceFileForDomain, upperSnakeName } from "./naming.ts";
import type { EnumMember, PlanEnv, Scope } from "./plan-env.ts";
import type { RpcSpec, ServicesDecl } from "./services.ts";
import { WELL_KNOWN, type Shape, type TypeHandle } from "./shape.ts";

export interface ProtoContext {
  readonly lock: FieldLock | undefined;
  readonly services: ServicesDecl;
  /** The package for every domain (`--proto-package`); default `opencode.<domain>.v1`. */
  readonly protoPackage?: string;
  /** The command that regenerates the output, named in each file's header (default `bun run generate:schemas`). */
  readonly command?: string;
}

/** What a module became on the proto side. */
export interface ModuleResult {
  readonly module: Module;
  readonly shape: Shape | undefined;
  /** The module's own message or enum, when it has one (scalar/open-object modules are used inline). */
  readonly type?: TypeDraft;
}

export interface ServicePlan {
  readonly decl: ServiceDecl;
  readonly domain: string;
  readonly file: string;
  readonly rpcs: readonly { readonly spec: RpcSpec; readonly request: TypeHandle; readonly response: TypeHandle }[];
}

/** Everything the proto, bridge and reference emitters print, computed once. */
export interface ProtoPlan {
  readonly files: readonly ProtoFile[];
  readonly knownNames: ReadonlySet<string>;
  readonly packages: ReadonlySet<string>;
  readonly lock: FieldLock;
  readonly bridge: BridgePlan;
  readonly modules: readonly ModuleResult[];
  readonly services: readonly ServicePlan[];
  readonly servicesFile: string;
  /** Field number of `message.field` (fully-qualified message name). */
  numberOf(message: string, field: string): number | undefined;
  /** Proto file of each domain, and the domains in order. */
  readonly domains: readonly { readonly domain: string; readonly file: string; readonly package: string }[];
  readonly diagnostics: readonly Diagnostic[];
  /** Shapes carried as `google.protobuf.Value` because proto has no type for them (generation goes on). */
  readonly warnings: readonly Diagnostic[];
}

const WRAPPER_COMMENT = "Wrapper that gives a list or map presence, so absent, null and empty stay distinct.";
const ONEOF_LIST_COMMENT = "The list alternative of the enclosing oneof (a oneof cannot hold a repeated field directly).";
const ONEOF_MAP_COMMENT = "The map alternative of the enclosing oneof (a oneof cannot hold a map field directly).";
const HOLDER_COMMENT = "Holds one variant of a union where a oneof cannot go (list items, map values).";

/** The fixed comment of a message the schema does not name (wrappers and holders); `undefined` for objects. */
function roleComment(role: MessageRole): string[] | undefined {
  switch (role) {
    case "wrap":
      return [WRAPPER_COMMENT];
    case "oneof-list":
      return [ONEOF_LIST_COMMENT];
    case "oneof-map":
      return [ONEOF_MAP_COMMENT];
    case "union":
      return [HOLDER_COMMENT];
    case "object":
      return undefined;
  }
}

/** Plans the whole proto output for a program: types, numbers (from the lock), services, bridge plan. */
export function planProto(program: Program, ctx: ProtoContext): ProtoPlan {
  const diagnostics: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const report = (where: SourceLocation, message: string) => diagnostics.push({ file: where.file, pointer: where.pointer, message });
  /** Errors reported since `mark` become warnings: the value they were about travels as google.protobuf.Value. */
  const demoteSince = (mark: number) => {
    for (const d of diagnostics.splice(mark)) {
      warnings.push({ ...d, severity: "warning", message: `${d.message}; carried as google.protobuf.Value (the bridge checks it against the schema)` });
    }
  };
  const modules = new Map(program.modules.map((m) => [m.name, m]));
  const files = new Map<string, FileDraft>();
  const fileOf = (domain: string): FileDraft => {
    let f = files.get(domain);
    if (!f) {
      f = { path: protoFileForDomain(domain, ctx.protoPackage), package: packageForDomain(domain, ctx.protoPackage), domain, types: [], sources: new Set() };
      files.set(domain, f);
    }
    return f;
  };
  const queue: (() => void)[] = [];
  const shapes = new Map<string, Shape | null | "pending">();
  const moduleTypes = new Map<string, TypeDraft>();

  const declare = <T extends TypeDraft>(scope: Scope, hint: string, make: (args: DeclareArgs) => T): T => {
    const siblings = scope.kind === "file" ? scope.file.types : scope.parent.nested;
    let name = scope.kind === "file" ? scope.exactName : safeTypeName(pascalName(hint) || "Type");
    if (scope.kind === "file" && siblings.some((t) => t.localName === name)) {
      report({ file: scope.module?.file ?? "", pointer: scope.module?.pointer ?? "" }, `proto: type name ${name} is used twice in ${scope.file.path}`);
    }
    for (let i = 2; siblings.some((t) => t.localName === name); i++) name = `${safeTypeName(pascalName(hint) || "Type")}${i}`;
    const parent = scope.kind === "message" ? scope.parent : undefined;
    const file = scope.kind === "file" ? scope.file : scope.parent.file;
    const fullName = parent ? `${parent.handle.fullName}.${name}` : `${file.package}.${name}`;
    const tsName = parent ? `${parent.handle.tsName}_${name}` : name;
    const draft = make({ name, parent, file, handle: { fullName, tsName, file: file.path }, module: scope.kind === "file" ? scope.module : undefined });
    siblings.push(draft);
    if (draft.module && !moduleTypes.has(draft.module.name)) moduleTypes.set(draft.module.name, draft);
    return draft;
  };

  const headerComment = (meta: Meta, module: Module | undefined): string[] => {
    const lines = commentLines(meta.description ?? module?.root.meta.description);
    if (module) {
      file(module).sources.add(module.file);
      lines.push(`Source: ${module.file}${module.pointer ? `#${module.pointer}` : ""}`);
    }
    return lines;
  };
  const file = (m: Module) => fileOf(m.domain);

  const env: PlanEnv = {
    modules,
    report,
    mark: () => diagnostics.length,
    demoteSince,
    refShape: (target, site) => refShape(target, site),
    resolveRef: (target) => resolveRef(target),
    declareMessage: (scope, hint, meta, role: MessageRole) =>
      declare(scope, hint, ({ name, parent, file: f, handle, module }) => ({
        kind: "message",
        handle,
        localName: name,
        file: f,
        ...(parent ? { parent } : {}),
        comment: module ? headerComment(meta, module) : roleComment(role) ?? headerComment(meta, module),
        source: meta.source,
        ...(module ? { module } : {}),
        role,
        nested: [],
        members: [],
        docs: [],
      })),
    declareEnum: (scope, hint, meta, values: readonly EnumMember[]) => {
      const draft = declare(scope, hint, ({ name, parent, file: f, handle, module }): EnumDraft => {
        const prefix = upperSnakeName(name);
        return {
          kind: "enum",
          handle,
          localName: name,
          file: f,
          ...(parent ? { parent } : {}),
          comment: headerComment(meta, module),
          source: meta.source,
          ...(module ? { module } : {}),
          zeroName: `${prefix}_UNSPECIFIED`,
          values: uniqueEnumNames(prefix, values).map((name, i) => ({ json: values[i]!.json, name, comment: values[i]!.comment })),
        };
      });
      return draft;
    },
    defer: (build) => queue.push(build),
    classify: (node, scope, hint) => classifyNode(env, node, scope, hint),
    buildObject: (draft, node) => layout.buildObject(draft, node),
    buildUnionHolder: (draft, union, meta) => layout.buildUnionHolder(draft, union, meta),
    buildWrapper: (draft, collection, meta) => layout.buildWrapper(draft, collection, meta),
  };
  const layout = createLayout(env);

  /**
   * A module that travels as google.protobuf.Value (`{}`, or a shape proto cannot type) still gets a message of its
   * own, `{ google.protobuf.Value value = 1; }`, so it can be encoded alone and has bridge functions. References to
   * it keep using the Value inline, so the fields that point at it are unchanged.
   */
  const declareValueHolder = (m: Module): void => {
    const scope: Scope = { kind: "file", file: file(m), exactName: safeTypeName(m.typeName), module: m };
    const draft = env.declareMessage(scope, m.typeName, m.root.meta, "wrap");
    draft.members = [{ kind: "field", name: "value", type: { kind: "named", fullName: WELL_KNOWN.value }, label: "none", comment: ["The value; the bridge checks it against the schema."] }];
    draft.body = { b: "wrap", c: { k: "value" }, ts: "value" };
    draft.docs = [
      {
        json: "(the value)",
        jsonType: "any",
        required: true,
        protoFields: ["value"],
        protoType: "google.protobuf.Value",
        notes: ["no typed proto mapping: carried as google.protobuf.Value in a message of its own"],
      },
    ];
  };

  const shapeOfDefinition = (key: string, module: Module, node: Node, typeName: string, site: SourceLocation): Shape | undefined => {
    const memo = shapes.get(key);
    if (memo === "pending") {
      const declared = moduleTypes.get(key);
      if (declared?.kind === "message") return { t: "message", ref: declared.handle };
      report(site, `proto: ${typeName} refers to itself before it is a message; no proto type can express that`);
      return undefined;
    }
    if (memo !== undefined) return memo ?? undefined;
    shapes.set(key, "pending");
    const scope: Scope = { kind: "file", file: file(module), exactName: safeTypeName(typeName), module: { ...module, name: key } };
    const mark = diagnostics.length;
    const declared = scope.file.types.length;
    let shape = classifyNode(env, node, scope, typeName);
    if (shape === undefined) {
      // Nothing proto can say about this definition: it travels as a Value; what was declared for it goes.
      demoteSince(mark);
      const own = scope.file.types.findIndex((t, i) => i >= declared && t.module?.name === key);
      if (own >= 0) scope.file.types.splice(own, 1);
      if (moduleTypes.get(key)?.module?.name === key && own >= 0) moduleTypes.delete(key);
      shape = { t: "value" };
    }
    shapes.set(key, shape);
    return shape;
  };

  const refShape = (target: RefTarget, site: SourceLocation): Shape | undefined => {
    const module = modules.get(target.module);
    if (!module) {
      report(site, `proto: reference to unknown module ${target.module}`);
      return undefined;
    }
    if (target.local === undefined) return shapeOfDefinition(module.name, module, module.root, module.typeName, site);
    const local = module.locals.find((l) => l.name === target.local);
    if (!local) {
      report(site, `proto: reference to unknown definition ${target.local} of ${module.name}`);
      return undefined;
    }
    return shapeOfDefinition(`${module.name}#${local.name}`, module, local.node, `${module.typeName}${pascalName(local.name)}`, site);
  };

  const resolveRef = (target: RefTarget): Node | undefined => {
    const module = modules.get(target.module);
    if (!module) return undefined;
    return target.local === undefined ? module.root : module.locals.find((l) => l.name === target.local)?.node;
  };

  // 1. Module types (in module order, so declaration order is stable), then bodies.
  const fileFormats = new Set(ctx.services.fileFormats);
  for (const m of program.modules) {
    if (fileFormats.has(m.name)) continue;
    fileOf(m.domain).sources.add(m.file);
    const shape = refShape({ module: m.name }, m.root.meta.source);
    if (shape?.t === "value" && !moduleTypes.has(m.name)) declareValueHolder(m);
  }
  while (queue.length > 0) queue.shift()!();

  // 2. Services.
  const servicePlans: ServicePlan[] = [];
  for (const s of ctx.services.services) {
    const rpcs: ServicePlan["rpcs"][number][] = [];
    for (const rpc of s.rpcs) {
      const handleFor = (name: string, role: string): TypeHandle | undefined => {
        const at = { file: ctx.services.file, pointer: `${rpc.pointer}/${role}` };
        if (!modules.has(name)) {
          report(at, `proto: ${role} schema ${name} is not a module (expected a ${name}.schema.json)`);
          return undefined;
        }
        const t = moduleTypes.get(name);
        if (t?.kind !== "message") {
          report(at, `proto: ${role} schema ${name} must be an object or a union (an RPC takes a message)`);
          return undefined;
        }
        return t.handle;
      };
      const request = handleFor(rpc.request, "request");
      const response = handleFor(rpc.response, "response");
      if (request && response) rpcs.push({ spec: rpc, request, response });
    }
    const domain = s.domain;
    fileOf(domain);
    servicePlans.push({
      domain,
      file: serviceFileForDomain(domain, ctx.protoPackage),
      rpcs,
      decl: {
        kind: "service",
        name: s.name,
        comment: [...commentLines(s.description), `Declared in ${ctx.services.file}.`],
        rpcs: rpcs.map(
          ({ spec, request, response }): RpcDecl => ({
            name: spec.name,
            request: { kind: "named", fullName: request.fullName },
            response: { kind: "named", fullName: response.fullName },
            clientStreaming: spec.streaming === "client" || spec.streaming === "bidi",
            serverStreaming: spec.streaming === "server" || spec.streaming === "bidi",
            comment: [...commentLines(spec.description), `HTTP: ${spec.http.method} ${spec.http.path}`],
          }),
        ),
      },
    });
  }

  // 3. Numbers.
  const previous = ctx.lock;
  const messageLocks: Record<string, MessageLock> = {};
  const enumLocks: Record<string, EnumLock> = {};
  const allocations = new Map<string, Allocation>();
  const allDrafts: TypeDraft[] = [];
  const collect = (t: TypeDraft) => {
    allDrafts.push(t);
    if (t.kind === "message") t.nested.forEach(collect);
  };
  const domainsInOrder = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  domainsInOrder.forEach((f) => f.types.forEach(collect));
  for (const t of allDrafts) {
    if (t.kind === "message") {
      const wanted = allFields(t.members).map(({ field, oneof }) => ({ name: field.name, type: fieldSignature(field, oneof) }));
      const { allocation, entry } = allocateFields(previous?.messages[t.handle.fullName], wanted, (old) => wrappedCollection(previous, old));
      allocations.set(t.handle.fullName, allocation);
      messageLocks[t.handle.fullName] = entry;
    } else {
      const { allocation, entry } = allocateEnumValues(previous?.enums[t.handle.fullName], t.zeroName, t.values.map((v) => v.name));
      allocations.set(t.handle.fullName, allocation);
      enumLocks[t.handle.fullName] = entry;
    }
  }
  // Messages and enums that left the schemas keep their entries: their numbers stay spent.
  for (const [name, entry] of Object.entries(previous?.messages ?? {})) if (!(name in messageLocks)) messageLocks[name] = entry;
  for (const [name, entry] of Object.entries(previous?.enums ?? {})) if (!(name in enumLocks)) enumLocks[name] = entry;
  const lock: FieldLock = { version: 1, messages: messageLocks, enums: enumLocks };
  const numberOf = (message: string, field: string) => allocations.get(message)?.numbers.get(field);

  // 4. Imports (and import cycles, which protoc rejects).
  const fileByPath = new Map(domainsInOrder.map((f) => [f.path, f]));
  const importsOf = new Map<string, Map<string, SourceLocation>>();
  const addImport = (from: string, ref: TypeRef, site: SourceLocation) => {
    if (ref.kind !== "named") return;
    const target = ref.fullName.startsWith("google.protobuf.") ? WELL_KNOWN.file : typeFile(ref.fullName);
    if (target === undefined || target === from) return;
    const m = importsOf.get(from) ?? new Map<string, SourceLocation>();
    if (!m.has(target)) m.set(target, site);
    importsOf.set(from, m);
  };
  const typeFileByName = new Map(allDrafts.map((t) => [t.handle.fullName, t.handle.file]));
  const typeFile = (fullName: string) => typeFileByName.get(fullName);
  for (const t of allDrafts) {
    if (t.kind !== "message") continue;
    for (const { field } of allFields(t.members)) addImport(t.handle.file, field.kind === "map" ? field.value : field.type, t.source);
  }
  reportImportCycles(importsOf, report);

  // 5. The AST.
  const toReserved = (a: Allocation | undefined): ReservedDecl => ({ kind: "reserved", numbers: a?.reservedNumbers ?? [], names: a?.reservedNames ?? [] });
  const toMessage = (d: MessageDraft): MessageDecl => {
    const alloc = allocations.get(d.handle.fullName);
    const num = (name: string) => alloc?.numbers.get(name) ?? 0;
    const field = (f: (typeof d.members)[number] & { kind: "field" }): FieldDecl => ({
      kind: "field",
      name: f.name,
      number: num(f.name),
      type: f.type,
      label: f.label,
      ...(f.jsonName !== undefined ? { jsonName: f.jsonName } : {}),
      comment: f.comment,
    });
    const members: MessageMember[] = d.members.map((m) => {
      switch (m.kind) {
        case "field":
          return field(m);
        case "map":
          return { kind: "map", name: m.name, number: num(m.name), value: m.value, ...(m.jsonName !== undefined ? { jsonName: m.jsonName } : {}), comment: m.comment };
        case "oneof":
          return { kind: "oneof", name: m.name, members: m.members.map(field), comment: m.comment };
      }
    });
    return {
      kind: "message",
      name: d.localName,
      comment: d.comment,
      members,
      nested: d.nested.map((n) => (n.kind === "message" ? toMessage(n) : toEnum(n))),
      reserved: toReserved(alloc),
    };
  };
  const toEnum = (d: EnumDraft): EnumDecl => {
    const alloc = allocations.get(d.handle.fullName);
    return {
      kind: "enum",
      name: d.localName,
      comment: d.comment,
      reserved: toReserved(alloc),
      values: [
        { name: d.zeroName, number: 0, comment: ["No value set; never valid in JSON."] },
        ...d.values.map((v) => ({
          name: v.name,
          number: alloc?.numbers.get(v.name) ?? 0,
          comment: v.comment.length > 0 ? [...v.comment] : [`JSON ${JSON.stringify(v.json)}`],
        })),
      ],
    };
  };
  const protoFiles: ProtoFile[] = [];
  for (const f of domainsInOrder) {
    if (f.types.length === 0) continue;
    const sources = [...f.sources].sort();
    const dir = commonDir(sources);
    protoFiles.push({
      path: f.path,
      package: f.package,
      header: [
        `Code generated from ${dir}*.schema.json. DO NOT EDIT.`,
        `Each type names its schema file in a \`Source:\` line; regenerate with \`${ctx.command ?? "bun run generate:schemas"}\`.`,
      ],
      imports: [...(importsOf.get(f.path)?.keys() ?? [])],
      definitions: [...f.types].sort(byLocalName).map((t) => (t.kind === "message" ? toMessage(t) : toEnum(t))),
    });
  }
  const serviceDomains = [...new Set(servicePlans.map((s) => s.domain))].sort();
  for (const domain of serviceDomains) {
    const plans = servicePlans.filter((s) => s.domain === domain);
    const path = serviceFileForDomain(domain, ctx.protoPackage);
    const imports = new Set<string>();
    for (const p of plans) for (const r of p.rpcs) for (const h of [r.request, r.response]) if (h.file !== path) imports.add(h.file);
    protoFiles.push({
      path,
      package: packageForDomain(domain, ctx.protoPackage),
      header: [`Code generated from ${ctx.services.file}. DO NOT EDIT.`],
      imports: [...imports],
      definitions: plans.map((p) => p.decl),
    });
  }
  checkScopes(protoFiles, report, fileByPath);

  // 6. Bridge plan.
  const messages: Record<string, MessagePlan> = {};
  const enums: Record<string, Record<string, number>> = {};
  const enumNames = new Set(allDrafts.filter((t) => t.kind === "enum").map((t) => t.handle.fullName));
  enumNames.add(WELL_KNOWN.nullValue);
  const wireOf = (t: TypeRef, repeated: boolean): WireSpec => {
    if (t.kind === "named") return enumNames.has(t.fullName) ? { w: "varint", ...(repeated ? { packed: true } : {}) } : { w: "len", m: t.fullName };
    switch (t.scalar) {
      case "string":
        return { w: "len", utf8: true };
      case "double":
        return { w: "i64", ...(repeated ? { packed: true } : {}) };
      default:
        return { w: "varint", ...(repeated ? { packed: true } : {}) };
    }
  };
  for (const t of allDrafts) {
    if (t.kind === "enum") {
      const alloc = allocations.get(t.handle.fullName)!;
      enums[t.handle.fullName] = Object.fromEntries(t.values.map((v) => [v.json, alloc.numbers.get(v.name)!]));
      continue;
    }
    if (!t.body) continue;
    const wire: Record<string, WireSpec> = {};
    for (const { field } of allFields(t.members)) {
      const n = numberOf(t.handle.fullName, field.name)!;
      if (field.kind === "map") {
        const entryName = `${t.handle.fullName}#${field.name}`;
        const valueSpec = wireOf(field.value, false);
        messages[entryName] = {
          name: `${t.handle.fullName}.${field.name} entry`,
          body: { b: "wrap", c: { k: "value" } },
          wire: { 1: { w: "len", utf8: true, key: true }, 2: valueSpec },
          ...(valueSpec.m !== undefined ? { requires: [2] } : {}),
        };
        wire[n] = { w: "len", m: entryName };
      } else {
        wire[n] = wireOf(field.type, field.label === "repeated");
      }
    }
    messages[t.handle.fullName] = { name: t.handle.fullName, body: t.body, wire };
  }

  const packages = new Set(domainsInOrder.map((f) => f.package));
  const knownNames = new Set<string>(["google", "google.protobuf", WELL_KNOWN.struct, WELL_KNOWN.value, WELL_KNOWN.nullValue, "google.protobuf.ListValue"]);
  for (const p of packages) {
    const parts = p.split(".");
    for (let i = 1; i <= parts.length; i++) knownNames.add(parts.slice(0, i).join("."));
  }
  for (const t of allDrafts) knownNames.add(t.handle.fullName);

  return {
    files: protoFiles,
    knownNames,
    packages,
    lock,
    bridge: { messages, enums },
    modules: program.modules.map((m): ModuleResult => {
      const shape = shapes.get(m.name);
      const type = moduleTypes.get(m.name);
      return { module: m, shape: typeof shape === "object" && shape !== null ? shape : undefined, ...(type ? { type } : {}) };
    }),
    services: servicePlans,
    servicesFile: ctx.services.file,
    numberOf,
    domains: domainsInOrder.map((f) => ({ domain: f.domain, file: f.path, package: f.package })),
    diagnostics,
    warnings,
  };
}

/**
 * `<PREFIX>_<VALUE>` for each enum value, numbered when two values would share a name (`a-b`, `a_b`). Names count as
 * equal the way protobuf compilers compare them (buf, protoc for proto3): without the enum's prefix, underscores and
 * case, so `ETC_GMT_1` numbered `ETC_GMT_1_2` must not meet `ETC_GMT_12` either.
 */
function uniqueEnumNames(prefix: string, values: readonly EnumMember[]): string[] {
  const key = (name: string) => name.slice(prefix.length).replace(/_/g, "").toLowerCase();
  const taken = new Set([key(`${prefix}_UNSPECIFIED`)]);
  const bases = values.map((v) => `${prefix}_${enumValueName(v.json)}`);
  // A value whose plain name is free keeps it even when an earlier value had to be numbered into its way.
  const plain = new Set(bases.map(key));
  return bases.map((base) => {
    let name = base;
    for (let i = 2; taken.has(key(name)) || (name !== base && plain.has(key(name))); i++) name = `${base}_${i}`;
    taken.add(key(name));
    return name;
  });
}

function byLocalName(a: TypeDraft, b: TypeDraft): number {
  return a.localName < b.localName ? -1 : a.localName > b.localName ? 1 : 0;
}

interface DeclareArgs {
  readonly name: string;
  readonly parent: MessageDraft | undefined;
  readonly file: FileDraft;
  readonly handle: TypeHandle;
  readonly module: Module | undefined;
}

function commonDir(files: readonly string[]): string {
  if (files.length === 0) return "";
  const dirs = files.map((f) => f.split("/").slice(0, -1));
  const first = dirs[0]!;
  let n = 0;
  while (n < first.length && dirs.every((d) => d[n] === first[n])) n++;
  const dir = first.slice(0, n).join("/");
  return dir === "" ? "" : `${dir}/`;
}

/** protoc rejects files that import each other in a cycle; say which reference closes it. */
function reportImportCycles(
  imports: ReadonlyMap<string, ReadonlyMap<string, SourceLocation>>,
  report: (where: SourceLocation, message: string) => void,
): void {
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "visiting");
    stack.push(file);
    for (const [next, site] of imports.get(file) ?? []) {
      if (state.get(next) === "visiting") {
        const cycle = [...stack.slice(stack.indexOf(next)), next].join(" → ");
        report(site, `proto: domains import each other in a cycle (${cycle}); protoc cannot compile that. Move the shared schemas into one domain`);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...imports.keys()].sort()) if (!state.has(file)) visit(file);
}

/** Enum values live in their enum's parent scope (C++ rules): two enums may not produce the same value name. */
function checkScopes(
  files: readonly ProtoFile[],
  report: (where: SourceLocation, message: string) => void,
  drafts: ReadonlyMap<string, FileDraft>,
): void {
  const byPackage = new Map<string, Map<string, string>>();
  const check = (scope: Map<string, string>, name: string, what: string, file: string) => {
    const prev = scope.get(name);
    if (prev !== undefined) report({ file, pointer: "" }, `proto: ${what} ${name} clashes with ${prev} in the same scope`);
    else scope.set(name, what);
  };
  const visit = (decls: readonly (MessageDecl | EnumDecl | ServiceDecl)[], scope: Map<string, string>, file: string) => {
    for (const d of decls) {
      check(scope, d.name, d.kind, file);
      if (d.kind === "enum") d.values.forEach((v) => check(scope, v.name, `value of enum ${d.name}`, file));
      if (d.kind === "message") visit(d.nested, new Map(), file);
    }
  };
  for (const f of files) {
    const scope = byPackage.get(f.package) ?? new Map<string, string>();
    byPackage.set(f.package, scope);
    const source = [...(drafts.get(f.path)?.sources ?? [])].sort()[0] ?? f.path;
    visit(f.definitions, scope, source);
  }
}
