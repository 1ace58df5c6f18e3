import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";

import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = readdirSync("frontend/src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The admin panel's areas (dashboard, blog, gallery, ...): features of the panel, by the same rule.
const ADMIN_AREAS = readdirSync("frontend/src/admin/tabs", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["frontend/build/**", "node_modules/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["frontend/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Use lib/api-client.ts, the one fetch wrapper." },
      ],
    },
  },
  {
    // Boundaries (DESIGN.md §3): no import cycle anywhere; features never import each other
    // or the admin panel; shared components and lib import no feature, app or admin code; the
    // admin panel's areas (admin/tabs/*) never import each other.
    files: ["frontend/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `frontend/src/features/${feature}`,
              from: "frontend/src/features",
              except: [`./${feature}`],
              message: "A feature never imports another: move shared code to components/ or lib/.",
            })),
            {
              target: ["frontend/src/features", "frontend/src/components", "frontend/src/lib"],
              from: ["frontend/src/admin", "frontend/src/app"],
              message: "Public code never imports the admin panel or the app shell.",
            },
            {
              target: ["frontend/src/components", "frontend/src/lib"],
              from: "frontend/src/features",
              message: "Shared code imports no feature.",
            },
            ...ADMIN_AREAS.map((area) => ({
              target: `frontend/src/admin/tabs/${area}`,
              from: "frontend/src/admin/tabs",
              except: [`./${area}`],
              message:
                "An admin area never imports another: share it in admin/components or admin/lib.",
            })),
            {
              target: [
                "frontend/src/admin/components",
                "frontend/src/admin/lib",
                "frontend/src/admin/api",
              ],
              from: ["frontend/src/admin/tabs", "frontend/src/admin/routes"],
              message: "The panel's shared code imports no area and no route.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["frontend/src/lib/api-client.ts", "frontend/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    // Public code never imports the admin panel (only the router's lazy import does).
    files: ["frontend/src/features/**", "frontend/src/components/**", "frontend/src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/admin/*", "@/app/*"], message: "Layering: see DESIGN.md." }] },
      ],
    },
  },
);
