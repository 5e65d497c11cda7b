// oidc-provider prints two warnings that are expected here: Node 20 is "unsupported" (it works, see
// TOOLCHAIN.md) and the development provider keeps its short-lived state in memory on purpose (D2).
const expected = [
  /^oidc-provider WARNING: Unsupported runtime/,
  /^oidc-provider WARNING: a quick start development-only in-memory adapter/,
];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && expected.some((pattern) => pattern.test(args[0] as string))) return;
  warn(...args);
};
