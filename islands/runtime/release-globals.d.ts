declare global {
  /**
   * The release this code was built as: build.mjs writes it in (esbuild's define, as strings, which
   * are written where they are used: an object would become a module of its own, shared with React's
   * vendor chunk, whose name would then change with every release) from package.json's version and
   * the build id; vitest.config.ts gives tests their own.
   */
  const STOREFRONT_VERSION: string;
  const STOREFRONT_BUILD: string;
}

export {};
