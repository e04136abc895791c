// ExecStartPost of deploy/dalbit-website@.service: waits until the instance on the given port answers /readyz with 200,
// so that systemd counts it started only once it takes requests. systemd's TimeoutStartSec ends the wait.
import { setTimeout as delay } from "node:timers/promises";

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) throw new Error(`usage: wait-ready.mjs PORT, not ${process.argv[2]}`);

while (true) {
  const status = await fetch(`http://127.0.0.1:${port}/readyz`).then((answer) => answer.status, () => 0);
  if (status === 200) break;
  await delay(200);
}
