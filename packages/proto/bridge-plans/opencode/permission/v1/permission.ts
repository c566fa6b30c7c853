// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The bridge's conversion plan for opencode/permission/v1/permission.proto: its messages and enums.
import type { ConversionPlan } from "../../../../bridge-runtime";

export const plan: ConversionPlan = {
  "messages": {
    "opencode.permission.v1.Approval": {
      "name": "opencode.permission.v1.Approval",
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
            "json": "projectID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "projectId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
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
            "json": "action",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "action",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "scope",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
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
            "json": "createdAt",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "createdAt",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "expiresAt",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "expiresAt",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "grantedBy",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "grantedBy",
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
    "opencode.permission.v1.AskPermissionRequest": {
      "name": "opencode.permission.v1.AskPermissionRequest",
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
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "patterns",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "patterns",
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
            "json": "always",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "always",
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
            "json": "tool",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "tool",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionToolContext"
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AskPermissionResponse": {
      "name": "opencode.permission.v1.AskPermissionResponse",
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
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "outcome",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AskPermissionResponse.Outcome"
              }
            }
          },
          {
            "json": "reply",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
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
    "opencode.permission.v1.AuditActor": {
      "name": "opencode.permission.v1.AuditActor",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "credentialID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "credentialId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "roles",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "roles",
              "c": {
                "k": "list",
                "of": {
                  "k": "enum",
                  "e": "opencode.permission.v1.AuditActor.RolesItem"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AuditRecord": {
      "name": "opencode.permission.v1.AuditRecord",
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
            "json": "seq",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "seq",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "time",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "projectID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "projectId",
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
          },
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "patterns",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "patterns",
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
            "json": "tool",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "tool",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionToolContext"
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          },
          {
            "json": "decision",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "decision",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditDecision"
              }
            }
          },
          {
            "json": "cause",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "cause",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditCause"
              }
            }
          },
          {
            "json": "reply",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "scope",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "approvalIDs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "approvalIds",
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
            "json": "rule",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rule",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.AuditRecord.Rule"
              }
            }
          },
          {
            "json": "beaten",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "beaten",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.AuditRecord.BeatenItem"
                }
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "actor",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "actor",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.AuditActor"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AuditRecord.Rule": {
      "name": "opencode.permission.v1.AuditRecord.Rule",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "source",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "source",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditRecord.Rule.Source"
              }
            }
          },
          {
            "json": "index",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "index",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "rule",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rule",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRule"
              }
            }
          },
          {
            "json": "approvalID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "approvalId",
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
    "opencode.permission.v1.AuditRecord.BeatenItem": {
      "name": "opencode.permission.v1.AuditRecord.BeatenItem",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "source",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "source",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditRecord.BeatenItem.Source"
              }
            }
          },
          {
            "json": "index",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "index",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "rule",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rule",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRule"
              }
            }
          },
          {
            "json": "approvalID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "approvalId",
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
    "opencode.permission.v1.ListApprovalsRequest": {
      "name": "opencode.permission.v1.ListApprovalsRequest",
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
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListApprovalsResponse": {
      "name": "opencode.permission.v1.ListApprovalsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "approvals",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "approvals",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.Approval"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListAuditRequest": {
      "name": "opencode.permission.v1.ListAuditRequest",
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
            "json": "since",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "since",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "cursor",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "cursor",
              "c": {
                "k": "scalar",
                "t": "string"
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
                "t": "uint32"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListAuditResponse": {
      "name": "opencode.permission.v1.ListAuditResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "records",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "records",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.AuditRecord"
                }
              }
            }
          },
          {
            "json": "nextCursor",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "nextCursor",
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
    "opencode.permission.v1.ListPermissionsRequest": {
      "name": "opencode.permission.v1.ListPermissionsRequest",
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
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListPermissionsResponse": {
      "name": "opencode.permission.v1.ListPermissionsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "permissions",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permissions",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.PermissionRequest"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionAskedEvent": {
      "name": "opencode.permission.v1.PermissionAskedEvent",
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
                "v": "permission.asked"
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
                "m": "opencode.permission.v1.PermissionRequest"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionEvent": {
      "name": "opencode.permission.v1.PermissionEvent",
      "body": {
        "b": "union",
        "ts": "permissionEvent",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "permissionAsked",
              "tag": "permission.asked",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionAskedEvent"
              }
            },
            {
              "case": "permissionReplied",
              "tag": "permission.replied",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRepliedEvent"
              }
            }
          ]
        }
      }
    },
    "opencode.permission.v1.PermissionRepliedEvent": {
      "name": "opencode.permission.v1.PermissionRepliedEvent",
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
                "v": "permission.replied"
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
                "m": "opencode.permission.v1.PermissionRepliedProperties"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRepliedProperties": {
      "name": "opencode.permission.v1.PermissionRepliedProperties",
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
            "json": "reply",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionReplyBody": {
      "name": "opencode.permission.v1.PermissionReplyBody",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "reply",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "remember",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "remember",
              "c": {
                "k": "scalar",
                "t": "bool"
              }
            }
          },
          {
            "json": "scope",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "expiresIn",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "expiresIn",
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
    "opencode.permission.v1.PermissionRequest": {
      "name": "opencode.permission.v1.PermissionRequest",
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
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "patterns",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "patterns",
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
            "json": "always",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "always",
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
            "json": "tool",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "tool",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionToolContext"
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionResponseBody": {
      "name": "opencode.permission.v1.PermissionResponseBody",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "response",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "response",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRule": {
      "name": "opencode.permission.v1.PermissionRule",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
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
            "json": "action",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "action",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionAction"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRuleset": {
      "name": "opencode.permission.v1.PermissionRuleset",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "message",
            "m": "opencode.permission.v1.PermissionRule"
          }
        }
      }
    },
    "opencode.permission.v1.PermissionToolContext": {
      "name": "opencode.permission.v1.PermissionToolContext",
      "body": {
        "b": "object",
        "fields": [
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
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.RespondToPermissionRequest": {
      "name": "opencode.permission.v1.RespondToPermissionRequest",
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
            "json": "permissionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permissionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "reply",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "remember",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "remember",
              "c": {
                "k": "scalar",
                "t": "bool"
              }
            }
          },
          {
            "json": "scope",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "expiresIn",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "expiresIn",
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
    "opencode.permission.v1.RespondToPermissionResponse": {
      "name": "opencode.permission.v1.RespondToPermissionResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "settled",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "settled",
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
    "opencode.permission.v1.RevokeApprovalRequest": {
      "name": "opencode.permission.v1.RevokeApprovalRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "approvalID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "approvalId",
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
    "opencode.permission.v1.RevokeApprovalResponse": {
      "name": "opencode.permission.v1.RevokeApprovalResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "approval",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "approval",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.Approval"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.SandboxConfig": {
      "name": "opencode.permission.v1.SandboxConfig",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filesystem",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "filesystem",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.SandboxConfig.Filesystem"
              }
            }
          },
          {
            "json": "env",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "env",
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
            "json": "network",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "network",
              "c": {
                "k": "map",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.SandboxConfig.NetworkValue"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.SandboxConfig.Filesystem": {
      "name": "opencode.permission.v1.SandboxConfig.Filesystem",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "writable",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "writable",
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
            "json": "hidden",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "hidden",
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
    "opencode.permission.v1.SandboxConfig.NetworkValueList": {
      "name": "opencode.permission.v1.SandboxConfig.NetworkValueList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "scalar",
            "t": "string"
          }
        }
      }
    },
    "opencode.permission.v1.SandboxConfig.NetworkValue": {
      "name": "opencode.permission.v1.SandboxConfig.NetworkValue",
      "body": {
        "b": "union",
        "ts": "networkValue",
        "u": {
          "variants": [
            {
              "case": "networkValueSandboxNetworkAccess",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.SandboxConfig.NetworkValueSandboxNetworkAccess"
              }
            },
            {
              "case": "listValue",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.SandboxConfig.NetworkValueList"
              }
            }
          ]
        }
      }
    },
    "opencode.permission.v1.WatchPermissionsRequest": {
      "name": "opencode.permission.v1.WatchPermissionsRequest",
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
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.WatchPermissionsResponse": {
      "name": "opencode.permission.v1.WatchPermissionsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "event",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "event",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "permissionAsked",
                    "tag": "permission.asked",
                    "c": {
                      "k": "message",
                      "m": "opencode.permission.v1.PermissionAskedEvent"
                    }
                  },
                  {
                    "case": "permissionReplied",
                    "tag": "permission.replied",
                    "c": {
                      "k": "message",
                      "m": "opencode.permission.v1.PermissionRepliedEvent"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    }
  },
  "enums": {
    "opencode.permission.v1.ApprovalScope": {
      "session": 1,
      "project": 2
    },
    "opencode.permission.v1.AskPermissionResponse.Outcome": {
      "allowed": 1,
      "denied": 2,
      "rejected": 3,
      "corrected": 4
    },
    "opencode.permission.v1.AuditActor.RolesItem": {
      "agent": 1,
      "user": 2
    },
    "opencode.permission.v1.AuditCause": {
      "rule": 1,
      "approval": 2,
      "risk": 3,
      "default": 4,
      "reply": 5,
      "cascade": 6,
      "timeout": 7,
      "cancel": 8,
      "shutdown": 9,
      "revoke": 10
    },
    "opencode.permission.v1.AuditDecision": {
      "allow": 1,
      "deny": 2,
      "ask": 3,
      "revoke": 4
    },
    "opencode.permission.v1.AuditRecord.Rule.Source": {
      "config": 1,
      "request": 2,
      "approval": 3
    },
    "opencode.permission.v1.AuditRecord.BeatenItem.Source": {
      "config": 1,
      "request": 2,
      "approval": 3
    },
    "opencode.permission.v1.PermissionAction": {
      "allow": 1,
      "ask": 2,
      "deny": 3
    },
    "opencode.permission.v1.PermissionReply": {
      "once": 1,
      "always": 2,
      "reject": 3
    },
    "opencode.permission.v1.SandboxConfig.NetworkValueSandboxNetworkAccess": {
      "allow": 1,
      "deny": 2
    }
  }
};
