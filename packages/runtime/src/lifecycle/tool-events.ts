/** OpenCode's `message.part.updated` bus event, carrying the whole merged part (schema/tool/toolPartUpdatedEvent). */
export type { ToolPartUpdatedEvent } from "@generated/validators/toolPartUpdatedEvent";
