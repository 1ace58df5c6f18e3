import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "frontend/src") } },
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    globals: true,
    include: ["frontend/src/**/*.test.{ts,tsx}"],
    setupFiles: ["frontend/test/setup.ts"],
    css: false,
  },
});
