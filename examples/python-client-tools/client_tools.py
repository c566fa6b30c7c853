"""A client-side tool in Python over gRPC: ClientToolService.Connect from toolwire's emitted protos.

Usage: python3 client_tools.py <grpc host:port> <user token> <session id> [max requests]
Registers one tool, `uppercase`, and answers every execution request the server sends it
(at most `max requests`, then it hangs up). Run ./generate.sh first; it needs the generated
code on sys.path (the `gen` folder next to this file, or $TOOLWIRE_PY_GEN).
"""
import os
import queue
import sys

sys.path.insert(0, os.environ.get("TOOLWIRE_PY_GEN", os.path.join(os.path.dirname(__file__), "gen")))

import grpc  # noqa: E402
from google.protobuf import json_format, struct_pb2  # noqa: E402
from opencode.client.v1 import client_pb2, client_service_pb2_grpc  # noqa: E402

CLIENT_ID = "python-example"


def struct(value):
    """A dict as google.protobuf.Struct (tool parameters, metadata)."""
    s = struct_pb2.Struct()
    s.update(value)
    return s


def main():
    target, token, session_id = sys.argv[1:4]
    limit = int(sys.argv[4]) if len(sys.argv) > 4 else None
    outbox = queue.Queue()

    def requests():
        while True:
            message = outbox.get()
            if message is None:
                return
            yield message

    channel = grpc.insecure_channel(target)
    stub = client_service_pb2_grpc.ClientToolServiceStub(channel)
    metadata = [("authorization", f"Bearer {token}"), ("x-toolwire-client-id", CLIENT_ID)]
    # The stream's request message is a oneof of the WebSocket messages: register, result, unregister.
    outbox.put(client_pb2.ClientToolServiceConnectRequest(register=client_pb2.ClientToolsRegisterMessage(
        type="register",
        session_id=session_id,
        tools=[client_pb2.ClientToolDefinition(
            id="uppercase",
            description="Upper-cases a text",
            parameters=struct({"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}),
        )],
    )))

    answered = 0
    for response in stub.Connect(requests(), metadata=metadata):
        kind = response.WhichOneof("message")
        message = response
        if kind == "registered":
            print(f"registered {list(message.registered.tool_ids)}", flush=True)
        elif kind == "request":
            request = message.request.request
            arguments = json_format.MessageToDict(request.input)
            text = str(arguments.get("text", ""))
            print(f"request {request.request_id}: {request.tool}({text!r})", flush=True)
            outbox.put(client_pb2.ClientToolServiceConnectRequest(result=client_pb2.ClientToolsResultMessage(
                type="result",
                request_id=request.request_id,
                # `result` is a oneof: success=ClientToolResult or error=ClientToolError.
                success=client_pb2.ClientToolResult(
                    status="success", title="Upper-cased", output=text.upper(), metadata=struct({"language": "python"}),
                ),
            )))
            answered += 1
            if limit is not None and answered >= limit:
                outbox.put(None)
        elif kind == "cancel":
            print(f"cancelled {message.cancel.request_id}: {message.cancel.reason}", flush=True)
        elif kind == "error":
            print(f"error from server: {message.error.error}", flush=True)
    print("stream closed", flush=True)


if __name__ == "__main__":
    main()
