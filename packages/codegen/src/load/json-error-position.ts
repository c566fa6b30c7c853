/**
 * Finds the offset of the first syntax error in invalid JSON. Bun's JSON.parse reports no
 * position, and users need a line and column, so this scanner runs only after a parse failed.
 */
export function findJsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) if (text[i++] !== ch) (i--, fail());
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const ch = text[i]!;
      if (ch === '"') return void i++;
      if (ch < " ") fail();
      if (ch === "\\") {
        i++;
        if (text[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if ('"\\/bfnrt'.includes(text[i] ?? "x")) i++;
        else fail();
      } else i++;
    }
    fail();
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === "" || m[0] === "-") fail();
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === "{") {
      i++;
      ws();
      if (text[i] === "}") return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ":") fail();
        i++;
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return void i++;
        else fail();
      }
    }
    if (ch === "[") {
      i++;
      ws();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === "t") return literal("true");
    if (ch === "f") return literal("false");
    if (ch === "n") return literal("null");
    return number();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return Math.min(i, text.length);
  } catch (offset) {
    return Math.min(offset as number, text.length);
  }
}
