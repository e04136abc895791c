import { expect, it } from "vitest";
import { loader } from "#app/routes/not-found";
import { SERVER_ERROR_PROBE_MESSAGE, SERVER_ERROR_PROBE_PATH, enableServerErrorProbe } from "./server-error-probe.server";

const load = (path: string) => loader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined } as unknown as Parameters<typeof loader>[0]);

it("answers the server-error probe's address with the usual 404 until the browser tests' preload enables it", async () => {
  await expect(load(`/en${SERVER_ERROR_PROBE_PATH}`)).rejects.toMatchObject({ init: { status: 404 } });

  enableServerErrorProbe();
  await expect(load(`/en${SERVER_ERROR_PROBE_PATH}`)).rejects.toThrow(SERVER_ERROR_PROBE_MESSAGE);
  await expect(load("/en/view/nothing/here")).rejects.toMatchObject({ init: { status: 404 } });
});
