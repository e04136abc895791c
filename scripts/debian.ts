import { execFileSync } from "node:child_process";

/**
 * Installs a Debian package that a bench needs when `present()` says it is missing: as root (as scripts/test.sh does
 * for Chromium), or stops and says what to install.
 */
export function ensureDebianPackage(name: string, why: string, present: () => boolean) {
  if (present()) return;
  if (process.getuid?.() !== 0) throw new Error(`${name} is missing (${why}): install it with sudo apt-get install ${name}`);
  console.log(`Installing ${name} from Debian's packages (${why})…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
  execFileSync("apt-get", ["install", "-y", "-qq", name], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (!present()) throw new Error(`${name} was installed, but is still not found`);
}
