import packageJson from "../package.json" with { type: "json" };

/**
 * How `npm start` runs the server (package.json's start script): the environment it sets besides NODE_ENV, and the
 * Node options. The systemd unit must set and pass the same (scripts/systemd-unit.test.ts), and `npm run bench:memory`
 * measures the server started with them.
 */
const startScript = /^NODE_ENV=production((?: [A-Z_]+=\S+)*) node ((?:--\S+ )*)server\.js$/.exec(packageJson.scripts.start);
if (startScript === null) throw new Error(`package.json's start script is not "NODE_ENV=production [NAME=value ...] node [--option ...] server.js": ${packageJson.scripts.start}`);

export const serverEnvironment: Record<string, string> = Object.fromEntries(
  startScript[1]!.split(" ").filter(Boolean).map((assignment) => {
    const at = assignment.indexOf("=");
    return [assignment.slice(0, at), assignment.slice(at + 1)];
  }),
);

export const serverNodeOptions: string[] = startScript[2]!.split(" ").filter(Boolean);
