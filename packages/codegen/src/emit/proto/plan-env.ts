import type { Meta, Module, Node, ObjectNode, RefTarget, SourceLocation } from "../../ir/types.ts";
import type { EnumDraft, FileDraft, MessageDraft, MessageRole } from "./drafts.ts";
import type { Shape, UnionShape } from "./shape.ts";

/** Where a newly found type is declared: at file level under an exact name (a module), or nested in a message. */
export type Scope =
  | { readonly kind: "file"; readonly file: FileDraft; readonly exactName: string; readonly module?: Module }
  | { readonly kind: "message"; readonly parent: MessageDraft };

/** What the classifier and the field layout share: the type registry, diagnostics and each other. */
export interface PlanEnv {
  readonly modules: ReadonlyMap<string, Module>;
  report(where: SourceLocation, message: string): void;
  /** How many errors were reported so far (for `demoteSince`). */
  mark(): number;
  /** Turns the errors reported since `mark` into warnings: the value they concern becomes a google.protobuf.Value. */
  demoteSince(mark: number): void;
  /** The shape a `$ref` to a module (or one of its local definitions) stands for; undefined after a diagnostic. */
  refShape(target: RefTarget, site: SourceLocation): Shape | undefined;
  /** The node a `$ref` points at, for allOf merging. */
  resolveRef(target: RefTarget): Node | undefined;
  declareMessage(scope: Scope, hint: string, meta: Meta, role: MessageRole): MessageDraft;
  declareEnum(scope: Scope, hint: string, meta: Meta, values: readonly EnumMember[]): EnumDraft | undefined;
  /** Runs after every module type is declared, so bodies may refer to any type (recursion included). */
  defer(build: () => void): void;
  classify(node: Node, scope: Scope, hint: string): Shape | undefined;
  buildObject(draft: MessageDraft, node: ObjectNode): void;
  buildUnionHolder(draft: MessageDraft, union: UnionShape, meta: Meta): void;
  buildWrapper(draft: MessageDraft, collection: Shape & { t: "list" | "map" }, meta: Meta): void;
}

export interface EnumMember {
  readonly json: string;
  readonly comment: readonly string[];
}

