import packageJson from "../package.json" with { type: "json" };

/**
 * The Node options `npm start` runs the server with (package.json's start script). The systemd unit's ExecStart must
 * carry the same (scripts/systemd-unit.test.ts), and `npm run bench:memory` measures the server started with them.
 */
export const serverNodeOptions: string[] = (() => {
  const options = /^NODE_ENV=production node ((?:--\S+ )*)server\.js$/.exec(packageJson.scripts.start)?.[1];
  if (options === undefined) throw new Error(`package.json's start script is not "NODE_ENV=production node [--option ...] server.js": ${packageJson.scripts.start}`);
  return options.split(" ").filter(Boolean);
})();
