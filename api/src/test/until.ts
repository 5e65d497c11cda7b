/** Reads until `done` holds of what was read (every 50 ms), or fails after `ms` naming the last value. */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > ms) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
