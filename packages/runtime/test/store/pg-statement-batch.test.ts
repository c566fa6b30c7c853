/**
 * The PostgreSQL group commit, without a database: what one turn of the event loop brings goes out
 * as one statement, answers come back per item, and a statement the database refuses is retried
 * item by item so one bad item fails only its own caller.
 */
import { expect, test } from "bun:test";
import fc from "fast-check";
import { createStatementBatch } from "../../src/store/postgres/pg-statement-batch.ts";

/** An error shaped like Bun's PostgresError (the server answered with a SQLSTATE). */
const serverError = (message: string) => Object.assign(new Error(message), { code: "ERR_POSTGRES_SERVER_ERROR", errno: "22P05" });

/** A fake statement: records each call's items, answers "even numbers are written", refuses any call holding a "bad" item. */
function fakeStatement(refusal: (message: string) => Error = serverError) {
  const calls: number[][] = [];
  const statement = async (itemsJson: string, count: number) => {
    const items = JSON.parse(itemsJson) as (number | "bad")[];
    expect(items.length).toBe(count);
    calls.push(items.map((item) => (item === "bad" ? -1 : item)));
    if (items.includes("bad")) throw refusal("unsupported Unicode escape sequence");
    return items.map((item) => (item as number) % 2 === 0);
  };
  return { calls, statement };
}

test("items added in one turn share one statement and each gets its own answer, in order", async () => {
  const { calls, statement } = fakeStatement();
  const add = createStatementBatch(statement);
  const answers = await Promise.all([1, 2, 3, 4].map((n) => add(JSON.stringify(n))));
  expect(answers).toEqual([false, true, false, true]);
  expect(calls).toEqual([[1, 2, 3, 4]]);
  // The next turn is the next statement.
  expect(await add("6")).toBe(true);
  expect(calls).toEqual([[1, 2, 3, 4], [6]]);
});

test("a batch is split by count and by bytes; an item larger than the byte limit goes alone", async () => {
  const { calls, statement } = fakeStatement();
  const add = createStatementBatch(statement, { maxItems: 3, maxBytes: 8 });
  await Promise.all(["1", "2", "3", "4", "1234567890", "5", "66", "77", "8"].map((n) => add(n)));
  expect(calls).toEqual([[1, 2, 3], [4], [1234567890], [5, 66, 77], [8]]);
});

test("a statement the database refuses is retried item by item: only the bad item's caller fails", async () => {
  const { calls, statement } = fakeStatement();
  const add = createStatementBatch(statement);
  const results = await Promise.allSettled([add("1"), add('"bad"'), add("2")]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(results.map((r) => (r.status === "fulfilled" ? r.value : String(r.reason.message)))).toEqual([false, "unsupported Unicode escape sequence", true]);
  expect(calls[0]).toEqual([1, -1, 2]);
  expect(calls.slice(1).sort()).toEqual([[-1], [1], [2]]);
});

test("a statement that got no answer from the database fails every caller in it, once (no retry)", async () => {
  const { calls, statement } = fakeStatement((message) => new Error(`no answer within 5000 ms (${message})`));
  const add = createStatementBatch(statement);
  const results = await Promise.allSettled([add("1"), add('"bad"'), add("2")]);
  expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
  expect(calls).toEqual([[1, -1, 2]]);
});

test("property: whatever the split, every caller gets its own item's answer or its own item's refusal", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant("bad" as const)), { minLength: 1, maxLength: 40 }),
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 1, max: 30 }),
      async (items, maxItems, maxBytes) => {
        const { calls, statement } = fakeStatement();
        const add = createStatementBatch(statement, { maxItems, maxBytes });
        const results = await Promise.allSettled(items.map((item) => add(JSON.stringify(item))));
        results.forEach((result, i) => {
          if (items[i] === "bad") expect(result.status).toBe("rejected");
          else expect(result).toEqual({ status: "fulfilled", value: (items[i] as number) % 2 === 0 });
        });
        for (const call of calls) expect(call.length).toBeLessThanOrEqual(maxItems);
      },
    ),
    { numRuns: 100 },
  );
});
