// Code generated from schema/tool/watchToolPartsRequest.schema.json. DO NOT EDIT.

/**
 * Request of `ToolService.WatchToolParts`: subscribe to tool part updates.
 */
export interface WatchToolPartsRequest {
  /**
   * Only parts of this session (prefix `ses`); all sessions when absent.
   */
  sessionID?: string;
  /**
   * Only parts of this message (prefix `msg`); all messages when absent.
   */
  messageID?: string;
}
