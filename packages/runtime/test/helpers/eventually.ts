/** Waits until `check` returns a value (polling every 10 ms), failing after `ms`; tests never sleep blindly. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await Bun.sleep(10);
  }
}
