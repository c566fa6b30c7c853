// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/tool/v1/tool.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.tool.v1.ExecuteToolRequest": {
      "name": "opencode.tool.v1.ExecuteToolRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "callID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "callId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tool",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tool",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ExecuteToolResponse": {
      "name": "opencode.tool.v1.ExecuteToolResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "part",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "part",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPart"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePart": {
      "name": "opencode.tool.v1.FilePart",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "file"
              }
            }
          },
          {
            "json": "mime",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "mime",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "filename",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "filename",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "url",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "url",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "source",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "source",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "file",
                    "tag": "file",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.FilePartSourceFile"
                    }
                  },
                  {
                    "case": "symbol",
                    "tag": "symbol",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.FilePartSourceSymbol"
                    }
                  },
                  {
                    "case": "resource",
                    "tag": "resource",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.FilePartSourceResource"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSource": {
      "name": "opencode.tool.v1.FilePartSource",
      "body": {
        "b": "union",
        "ts": "filePartSource",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "file",
              "tag": "file",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceFile"
              }
            },
            {
              "case": "symbol",
              "tag": "symbol",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceSymbol"
              }
            },
            {
              "case": "resource",
              "tag": "resource",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceResource"
              }
            }
          ]
        }
      }
    },
    "opencode.tool.v1.FilePartSourceFile": {
      "name": "opencode.tool.v1.FilePartSourceFile",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "file"
              }
            }
          },
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "text",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceText"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSourceSymbol": {
      "name": "opencode.tool.v1.FilePartSourceSymbol",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "symbol"
              }
            }
          },
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "range",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "range",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.LspRange"
              }
            }
          },
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "kind",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "text",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceText"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSourceResource": {
      "name": "opencode.tool.v1.FilePartSourceResource",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "resource"
              }
            }
          },
          {
            "json": "clientName",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientName",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "text",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceText"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSourceText": {
      "name": "opencode.tool.v1.FilePartSourceText",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "value",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "value",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "end",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.LspPosition": {
      "name": "opencode.tool.v1.LspPosition",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "line",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "line",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "character",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "character",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.LspRange": {
      "name": "opencode.tool.v1.LspRange",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "start",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.LspPosition"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "end",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.LspPosition"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolPart": {
      "name": "opencode.tool.v1.ToolPart",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "tool"
              }
            }
          },
          {
            "json": "callID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "callId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tool",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tool",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "state",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "state",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "pending",
                    "tag": "pending",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStatePending"
                    }
                  },
                  {
                    "case": "running",
                    "tag": "running",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStateRunning"
                    }
                  },
                  {
                    "case": "completed",
                    "tag": "completed",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStateCompleted"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStateError"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolPartUpdatedEvent": {
      "name": "opencode.tool.v1.ToolPartUpdatedEvent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "message.part.updated"
              }
            }
          },
          {
            "json": "properties",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "properties",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPartUpdatedProperties"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolPartUpdatedProperties": {
      "name": "opencode.tool.v1.ToolPartUpdatedProperties",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "part",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "part",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPart"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolState": {
      "name": "opencode.tool.v1.ToolState",
      "body": {
        "b": "union",
        "ts": "toolState",
        "u": {
          "disc": "status",
          "variants": [
            {
              "case": "pending",
              "tag": "pending",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStatePending"
              }
            },
            {
              "case": "running",
              "tag": "running",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStateRunning"
              }
            },
            {
              "case": "completed",
              "tag": "completed",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStateCompleted"
              }
            },
            {
              "case": "error",
              "tag": "error",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStateError"
              }
            }
          ]
        }
      }
    },
    "opencode.tool.v1.ToolStatePending": {
      "name": "opencode.tool.v1.ToolStatePending",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "pending"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "raw",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "raw",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolStateRunning": {
      "name": "opencode.tool.v1.ToolStateRunning",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "running"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "title",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "time",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolTime"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolStateCompleted": {
      "name": "opencode.tool.v1.ToolStateCompleted",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "completed"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "output",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "output",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "title",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "time",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolTimeWithEnd"
              }
            }
          },
          {
            "json": "attachments",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "attachments",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.tool.v1.FilePart"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolStateError": {
      "name": "opencode.tool.v1.ToolStateError",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "error"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "error",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "error",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "time",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolTimeRange"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolTime": {
      "name": "opencode.tool.v1.ToolTime",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolTimeRange": {
      "name": "opencode.tool.v1.ToolTimeRange",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "end",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolTimeWithEnd": {
      "name": "opencode.tool.v1.ToolTimeWithEnd",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "end",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "compacted",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "compacted",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.WatchToolPartsRequest": {
      "name": "opencode.tool.v1.WatchToolPartsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.WatchToolPartsResponse": {
      "name": "opencode.tool.v1.WatchToolPartsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "part",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "part",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPart"
              }
            }
          }
        ],
        "closed": true
      }
    }
  },
  "enums": {}
};
