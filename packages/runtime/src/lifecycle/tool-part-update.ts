import type { ToolPart } from "@generated/validators/toolPart";
import type { ToolStateCompleted } from "@generated/validators/toolStateCompleted";
import type { ToolStateError } from "@generated/validators/toolStateError";
import type { ToolStatePending } from "@generated/validators/toolStatePending";
import type { ToolState } from "@generated/validators/toolState";
import type { ToolTimeWithEnd } from "@generated/validators/toolTimeWithEnd";

/**
 * A partial `message.part.updated` payload: any subset of a ToolPart, whose `state` may carry
 * any variant's fields. Every field type is taken from the generated types; nothing here
 * restates the schema. `state.callID` / `state.messageID` are where OpenCode before v1.15 put
 * those ids; they are read as a fallback.
 */
export interface ToolPartUpdate {
  readonly id?: ToolPart["id"];
  readonly sessionID?: ToolPart["sessionID"];
  readonly messageID?: ToolPart["messageID"];
  readonly type?: ToolPart["type"];
  readonly callID?: ToolPart["callID"];
  readonly tool?: ToolPart["tool"];
  readonly metadata?: ToolPart["metadata"];
  readonly state?: {
    readonly status?: ToolState["status"];
    readonly input?: ToolStatePending["input"];
    readonly raw?: ToolStatePending["raw"];
    readonly title?: ToolStateCompleted["title"];
    readonly metadata?: ToolStateCompleted["metadata"];
    readonly output?: ToolStateCompleted["output"];
    readonly error?: ToolStateError["error"];
    readonly attachments?: ToolStateCompleted["attachments"];
    readonly time?: Partial<ToolTimeWithEnd>;
    readonly callID?: string;
    readonly messageID?: string;
  };
}
