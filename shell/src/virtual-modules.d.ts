// Modules generated at build time by the shell's Vite plugins (ui/src/platform/vitePlugins.ts).
declare module 'virtual:ppp/provided-singletons' {
  /** Every shared singleton, its installed version, and the import that loads it. */
  export const providedSingletons: readonly {
    name: string;
    version: string;
    load: () => Promise<Record<string, unknown>>;
  }[];
}
