import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
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
    // or the admin panel; shared components, hooks and lib import no feature, app or admin code; the
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
              target: [
                "frontend/src/features",
                "frontend/src/components",
                "frontend/src/lib",
                "frontend/src/hooks",
              ],
              from: ["frontend/src/admin", "frontend/src/app"],
              message: "Public code never imports the admin panel or the app shell.",
            },
            {
              target: ["frontend/src/components", "frontend/src/lib", "frontend/src/hooks"],
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
    // Accessibility caught while typing, not only by axe in the browser tests.
    files: ["frontend/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls must be reachable by keyboard to be scrolled (axe's
      // scrollable-region-focusable), as a tab's panel is.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      // Formik's Field is an input.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["Field"] }],
    },
  },
  {
    // Tests query what a user perceives (roles, labels, text) through `screen`.
    // Our helpers named render* return what their test needs (a user, a reader), not a render
    // result: only Testing Library's own render is one.
    files: ["frontend/**/*.test.{ts,tsx}"],
    ...testingLibrary.configs["flat/react"],
    settings: { "testing-library/custom-renders": "off" },
  },
  {
    // What these tests check is the DOM itself: the shared primitives' drawing (classes, hidden
    // icons, their order) and the document's head, which no query reaches.
    files: ["frontend/src/components/ui/*.test.tsx", "frontend/src/lib/page-head.test.tsx"],
    rules: { "testing-library/no-node-access": "off" },
  },
  {
    // File and folder names are kebab-case ("photo-card.tsx", "share-links/"); a test or a
    // declaration keeps the name of what it is about ("photo-card.test.tsx").
    files: ["frontend/**/*.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "frontend/**/*.{ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "frontend/**/": "KEBAB_CASE" }],
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
    files: [
      "frontend/src/features/**",
      "frontend/src/components/**",
      "frontend/src/lib/**",
      "frontend/src/hooks/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/admin/*", "@/app/*"], message: "Layering: see DESIGN.md." }] },
      ],
    },
  },
);
