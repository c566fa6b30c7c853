// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/tools/v1/tools.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.tools.v1.BashToolInput": {
      "name": "opencode.tools.v1.BashToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "command",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "command",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "timeout",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "timeout",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "workdir",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "workdir",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "description",
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
    "opencode.tools.v1.EditToolInput": {
      "name": "opencode.tools.v1.EditToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "oldString",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "oldString",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "newString",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "newString",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "replaceAll",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "replaceAll",
              "c": {
                "k": "scalar",
                "t": "bool"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.GlobToolInput": {
      "name": "opencode.tools.v1.GlobToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "pattern",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "pattern",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "path",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "path",
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
    "opencode.tools.v1.GrepToolInput": {
      "name": "opencode.tools.v1.GrepToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "pattern",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "pattern",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "path",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "include",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "include",
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
    "opencode.tools.v1.LspDiagnosticsToolInput": {
      "name": "opencode.tools.v1.LspDiagnosticsToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
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
    "opencode.tools.v1.LspPositionToolInput": {
      "name": "opencode.tools.v1.LspPositionToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
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
    "opencode.tools.v1.ReadToolInput": {
      "name": "opencode.tools.v1.ReadToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "offset",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "offset",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "limit",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "limit",
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
    "opencode.tools.v1.RunToolInput": {
      "name": "opencode.tools.v1.RunToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "argv",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "argv",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "timeout",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "timeout",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "workdir",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "workdir",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "description",
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
    "opencode.tools.v1.Todo": {
      "name": "opencode.tools.v1.Todo",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "content",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "content",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "enum",
                "e": "opencode.tools.v1.Todo.Status"
              }
            }
          },
          {
            "json": "priority",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "priority",
              "c": {
                "k": "enum",
                "e": "opencode.tools.v1.Todo.Priority"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.TodoReadToolInput": {
      "name": "opencode.tools.v1.TodoReadToolInput",
      "body": {
        "b": "object",
        "fields": [],
        "closed": true
      }
    },
    "opencode.tools.v1.TodoWriteToolInput": {
      "name": "opencode.tools.v1.TodoWriteToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "todos",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "todos",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.tools.v1.Todo"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.WriteToolInput": {
      "name": "opencode.tools.v1.WriteToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "content",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "content",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    }
  },
  "enums": {
    "opencode.tools.v1.Todo.Status": {
      "pending": 1,
      "in_progress": 2,
      "completed": 3,
      "cancelled": 4
    },
    "opencode.tools.v1.Todo.Priority": {
      "high": 1,
      "medium": 2,
      "low": 3
    }
  }
};
