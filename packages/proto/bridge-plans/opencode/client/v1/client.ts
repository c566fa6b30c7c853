// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/client/v1/client.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.client.v1.ClientToolDefinition": {
      "name": "opencode.client.v1.ClientToolDefinition",
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
            "json": "description",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "description",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "parameters",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "parameters",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "timeoutMs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "timeoutMs",
              "c": {
                "k": "scalar",
                "t": "uint32"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolError": {
      "name": "opencode.client.v1.ClientToolError",
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
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolExecutionRequest": {
      "name": "opencode.client.v1.ClientToolExecutionRequest",
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
                "v": "client-tool-request"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
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
    "opencode.client.v1.ClientToolExecutionResponse": {
      "name": "opencode.client.v1.ClientToolExecutionResponse",
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
                "v": "client-tool-response"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "result",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "result",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "success",
                    "tag": "success",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolResult"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolError"
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
    "opencode.client.v1.ClientToolOutcome": {
      "name": "opencode.client.v1.ClientToolOutcome",
      "body": {
        "b": "union",
        "ts": "clientToolOutcome",
        "u": {
          "disc": "status",
          "variants": [
            {
              "case": "success",
              "tag": "success",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolResult"
              }
            },
            {
              "case": "error",
              "tag": "error",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolError"
              }
            }
          ]
        }
      }
    },
    "opencode.client.v1.ClientToolResult": {
      "name": "opencode.client.v1.ClientToolResult",
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
                "v": "success"
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
    "opencode.client.v1.ClientToolServiceConnectRequest": {
      "name": "opencode.client.v1.ClientToolServiceConnectRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "message",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "message",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "register",
                    "tag": "register",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsRegisterMessage"
                    }
                  },
                  {
                    "case": "result",
                    "tag": "result",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsResultMessage"
                    }
                  },
                  {
                    "case": "unregister",
                    "tag": "unregister",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsUnregisterMessage"
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
    "opencode.client.v1.ClientToolServiceConnectResponse": {
      "name": "opencode.client.v1.ClientToolServiceConnectResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "message",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "message",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "registered",
                    "tag": "registered",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsRegisteredMessage"
                    }
                  },
                  {
                    "case": "request",
                    "tag": "request",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsRequestMessage"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsErrorMessage"
                    }
                  },
                  {
                    "case": "cancel",
                    "tag": "cancel",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsCancelMessage"
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
    "opencode.client.v1.ClientToolsCancelMessage": {
      "name": "opencode.client.v1.ClientToolsCancelMessage",
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
                "v": "cancel"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "reason",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reason",
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
    "opencode.client.v1.ClientToolsClientMessage": {
      "name": "opencode.client.v1.ClientToolsClientMessage",
      "body": {
        "b": "union",
        "ts": "clientToolsClientMessage",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "register",
              "tag": "register",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsRegisterMessage"
              }
            },
            {
              "case": "result",
              "tag": "result",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsResultMessage"
              }
            },
            {
              "case": "unregister",
              "tag": "unregister",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsUnregisterMessage"
              }
            }
          ]
        }
      }
    },
    "opencode.client.v1.ClientToolsRegisterMessage": {
      "name": "opencode.client.v1.ClientToolsRegisterMessage",
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
                "v": "register"
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
            "json": "tools",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tools",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.client.v1.ClientToolDefinition"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsResultMessage": {
      "name": "opencode.client.v1.ClientToolsResultMessage",
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
                "v": "result"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "result",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "result",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "success",
                    "tag": "success",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolResult"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolError"
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
    "opencode.client.v1.ClientToolsUnregisterMessage": {
      "name": "opencode.client.v1.ClientToolsUnregisterMessage",
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
                "v": "unregister"
              }
            }
          },
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
            "json": "toolIDs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "toolIds",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsErrorMessage": {
      "name": "opencode.client.v1.ClientToolsErrorMessage",
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
                "v": "error"
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
            "json": "code",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "code",
              "c": {
                "k": "enum",
                "e": "opencode.server.v1.ServerErrorCode"
              }
            }
          },
          {
            "json": "requestID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "requestId",
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
    "opencode.client.v1.ClientToolsRegisteredMessage": {
      "name": "opencode.client.v1.ClientToolsRegisteredMessage",
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
                "v": "registered"
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
            "json": "toolIDs",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "toolIds",
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
            "json": "clientSecret",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientSecret",
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
    "opencode.client.v1.ClientToolsRequestMessage": {
      "name": "opencode.client.v1.ClientToolsRequestMessage",
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
                "v": "request"
              }
            }
          },
          {
            "json": "request",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "request",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolExecutionRequest"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsServerMessage": {
      "name": "opencode.client.v1.ClientToolsServerMessage",
      "body": {
        "b": "union",
        "ts": "clientToolsServerMessage",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "registered",
              "tag": "registered",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsRegisteredMessage"
              }
            },
            {
              "case": "request",
              "tag": "request",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsRequestMessage"
              }
            },
            {
              "case": "error",
              "tag": "error",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsErrorMessage"
              }
            },
            {
              "case": "cancel",
              "tag": "cancel",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsCancelMessage"
              }
            }
          ]
        }
      }
    },
    "opencode.client.v1.RegisterClientToolsRequest": {
      "name": "opencode.client.v1.RegisterClientToolsRequest",
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
            "json": "clientID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tools",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tools",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.client.v1.ClientToolDefinition"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.RegisterClientToolsResponse": {
      "name": "opencode.client.v1.RegisterClientToolsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "registered",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "registered",
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
            "json": "clientSecret",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientSecret",
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
    "opencode.client.v1.SubmitToolResultRequest": {
      "name": "opencode.client.v1.SubmitToolResultRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "result",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "result",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "success",
                    "tag": "success",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolResult"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolError"
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
    "opencode.client.v1.UnregisterClientToolsRequest": {
      "name": "opencode.client.v1.UnregisterClientToolsRequest",
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
            "json": "clientID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "toolIDs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "toolIds",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
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
