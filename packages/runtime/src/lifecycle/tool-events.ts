import type { ToolPart } from "@generated/validators/toolPart";

/**
 * OpenCode's `message.part.updated` bus event, carrying the whole merged part. (No schema in
 * schema/ defines this envelope yet; its payload is the generated ToolPart.)
 */
export interface ToolPartUpdatedEvent {
  readonly type: "message.part.updated";
  readonly properties: { readonly part: ToolPart };
}
