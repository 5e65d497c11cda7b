/**
 * What the runtime hands to a consumer: a plain object of the module's exports. A CommonJS
 * package (React) may arrive wrapped as `{ default: exports }`; it is unwrapped, as the federation
 * build plugin does for its own hosts, and marked as an ES module for the consumers' interop.
 */
export function providedModule(namespace: Record<string, unknown>): Record<string, unknown> {
  let module = namespace;
  const inner = module.default;
  const onlyDefault = Object.keys(module).every((key) => key === 'default' || module[key] === undefined);
  if (onlyDefault && inner && typeof inner === 'object' && Object.keys(inner).length > 0) {
    module = inner as Record<string, unknown>;
  }
  const copy = { ...module };
  Object.defineProperty(copy, '__esModule', { value: true, enumerable: false });
  return copy;
}
