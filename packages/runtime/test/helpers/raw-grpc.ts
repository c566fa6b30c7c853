import * as grpc from "@grpc/grpc-js";

/** Sends hand-made request bytes to a method, bypassing client-side encoding (for hostile-input tests). */
export function rawUnary(target: string, token: string, path: string, bytes: Uint8Array): Promise<{ error: grpc.ServiceError | null; response: Buffer | undefined }> {
  const client = new grpc.Client(target, grpc.credentials.createInsecure());
  const metadata = new grpc.Metadata();
  metadata.set("authorization", `Bearer ${token}`);
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      path,
      (value: Uint8Array) => Buffer.from(value),
      (value: Buffer) => value,
      bytes,
      metadata,
      { deadline: Date.now() + 10_000 },
      (error, response) => {
        client.close();
        resolve({ error, response });
      },
    );
  });
}

/** Protobuf wire helpers: just enough to build messages no well-behaved encoder would produce. */
export const wire = {
  varint(n: number): number[] {
    const out: number[] = [];
    while (n > 0x7f) {
      out.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    out.push(n);
    return out;
  },
  /** A length-delimited field. */
  field(number: number, payload: Uint8Array | number[]): Uint8Array {
    const body = payload instanceof Uint8Array ? payload : Uint8Array.from(payload);
    return Uint8Array.from([...wire.varint((number << 3) | 2), ...wire.varint(body.length), ...body]);
  },
  text(s: string): Uint8Array {
    return new TextEncoder().encode(s);
  },
  concat(...parts: Uint8Array[]): Uint8Array {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  },
  /** google.protobuf.Struct `{key: value}` where value is a Value's bytes. */
  struct(key: string, valueBytes: Uint8Array): Uint8Array {
    return wire.field(1, wire.concat(wire.field(1, wire.text(key)), wire.field(2, valueBytes)));
  },
  /**
   * A Struct nested `depth` levels deep: {"a": {"a": … {"a": "x"}}}. Nothing follows a nested
   * value inside its parent, so the bytes are every level's header, outermost first, then the
   * innermost struct: sizes are computed inside-out, bytes written once (linear, no recursion).
   */
  deepStruct(depth: number): Uint8Array {
    const key = [0x0a, 0x01, 0x61]; // FieldsEntry.key = "a"
    const innermost = wire.struct("a", wire.field(3, wire.text("x"))); // Value.string_value
    const headers: number[][] = [];
    let inner = innermost.length;
    for (let i = 1; i < depth; i++) {
      const valueHeader = [0x2a, ...wire.varint(inner)]; // Value.struct_value = 5
      const valueLength = valueHeader.length + inner;
      const entryHeader = [...key, 0x12, ...wire.varint(valueLength)]; // FieldsEntry.value = 2
      const entryLength = entryHeader.length + valueLength;
      const structHeader = [0x0a, ...wire.varint(entryLength)]; // Struct.fields = 1
      headers.push([...structHeader, ...entryHeader, ...valueHeader]);
      inner = structHeader.length + entryLength;
    }
    const out = new Uint8Array(inner);
    let at = 0;
    for (let i = headers.length - 1; i >= 0; i--) {
      out.set(headers[i]!, at);
      at += headers[i]!.length;
    }
    out.set(innermost, at);
    return out;
  },
};
