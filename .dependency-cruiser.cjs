/**
 * The import rules of the codebase (docs/architecture.md), checked by scripts/import-rules.test.ts in `npm test`. Each
 * folder of app/ is one concern, and imports point down its layers; type-only imports count as imports. A test may
 * reach across the layers to set up what it checks, and nothing imports a test.
 */
const TEST = "\\.test\\.tsx?$";

/** app/'s layers, from the bottom: each imports only from its own and the layers below it. */
const LAYERS = [
  { name: "helpers", path: "^app/(config|i18n|site)/", holds: "the company's identity, languages and text helpers, the page registry and addresses" },
  { name: "data", path: "^app/(content|database|forms)/", holds: "content schemas and loaders, the database and outbox, form tokens and refusals" },
  { name: "features", path: "^app/(alerts|inquiries|search|files)/", holds: "e-mail alerts, inquiries, search, and the files the site serves" },
  { name: "ui", path: "^app/(shell|components|styles)/", holds: "the page shell's hooks and scripts, components, styles" },
  { name: "sections", path: "^app/sections/", holds: "page sections rendered on the server and kept as markup" },
  { name: "routes", path: "^app/(routes/|root\\.tsx$|entry\\.|routes\\.ts$)", holds: "route modules, the root and the entries" },
];

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-imports-down`,
  comment: `${layer.holds}: never import a layer above (${LAYERS.slice(index + 1).map((above) => above.name).join(", ")}).`,
  severity: "error",
  from: { path: layer.path, pathNot: TEST },
  to: { path: LAYERS.slice(index + 1).map((above) => above.path).join("|") },
}));

module.exports = {
  forbidden: [
    { name: "no-circular", comment: "No module depends on itself through others.", severity: "error", from: {}, to: { circular: true } },
    ...layerRules,
    {
      name: "app-below-server",
      comment: "Nothing under app/ imports server/: the server composes the app, not the other way round.",
      severity: "error",
      from: { path: "^app/", pathNot: TEST },
      to: { path: "^server/" },
    },
    {
      name: "inquiries-and-alerts-apart",
      comment: "The two features share the database and forms layers, never each other's modules.",
      severity: "error",
      from: { path: "^app/(inquiries|alerts)/", pathNot: TEST },
      to: { path: "^app/(inquiries|alerts)/", pathNot: "^app/$1/" },
    },
    {
      name: "components-take-only-types-from-server-modules",
      comment: "A component runs in the browser too: it may name a server module's types, never import its code.",
      severity: "error",
      from: { path: "^app/components/", pathNot: TEST },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: false,
  },
};
