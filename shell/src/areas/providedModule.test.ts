import { describe, expect, it } from 'vitest';
import { providedModule } from './providedModule.ts';

describe('providedModule', () => {
  it('hands over the exports of an ES module as a plain object marked as an ES module', () => {
    const createContext = () => null;
    const provided = providedModule({ createContext, default: { createContext } });
    expect(provided.createContext).toBe(createContext);
    expect(provided.default).toEqual({ createContext });
    expect((provided as { __esModule?: boolean }).__esModule).toBe(true);
    expect(Object.keys(provided)).toEqual(['createContext', 'default']);
  });

  it('unwraps a CommonJS module that arrives as its default export only', () => {
    const createRoot = () => null;
    const provided = providedModule({ default: { createRoot } });
    expect(provided.createRoot).toBe(createRoot);
  });

  it('copies, so the module namespace it came from is never changed', () => {
    const namespace = Object.freeze({ version: '1.0.0' });
    expect(() => providedModule(namespace)).not.toThrow();
    expect(providedModule(namespace)).not.toBe(namespace);
  });
});
