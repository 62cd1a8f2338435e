import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Shared code never reaches into the server from the browser: app/ imports only types from server/.
      "no-restricted-imports": "off",
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    // Route modules, the root and the server entry (app/entry.server.tsx) run loaders or the render on the server.
    ignores: ["app/routes/**", "app/root.tsx", "app/**/*.server.ts", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*"],
              allowTypeImports: true,
              message: "Components import only types from server/; data comes through route loaders.",
            },
            {
              group: ["zod", "zod/*", "@shared/*/*-schemas"],
              allowTypeImports: true,
              message:
                "Input schemas run in actions and API handlers; components show the messages they answer (shared/<domain>/*-messages.ts), so the browser does not download Zod.",
            },
          ],
        },
      ],
    },
  },
  {
    // The arrows run app -> shared and server -> shared: a rule both sides need lives in shared/,
    // and shared/ stands on its own (ARCHITECTURE.md).
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "~/*"],
              message: "server/ and scripts/ do not import the web app: move what both need to shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "~/*", "**/server/**", "@server/*"],
              message: "shared/ is imported by the web app and the server alike and imports neither.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page action reads its body with readForm (app/forms/form-action.server.ts), which answers
    // a body that is not a form 415/400 instead of letting request.formData() throw a 500; loaders
    // and actions read their address from `url`.
    files: ["app/**/*.tsx", "app/**/*.ts"],
    // The server entry renders a document request: its request.url is the page's address.
    ignores: ["app/forms/form-action.server.ts", "app/entry.server.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='request'][callee.property.name='formData']",
          message: "Read a posted form with readForm(request) from ~/forms/form-action.server.",
        },
        {
          // With v8_passThroughRequests (react-router.config.ts) a client navigation's request.url
          // ends in `.data` and carries `_routes`; the `url` argument is the page's address.
          selector: "MemberExpression[object.name='request'][property.name='url']",
          message: "Read the page's address from the loader's or action's `url` argument.",
        },
      ],
    },
  },
);
