import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";

import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { registerServerCatalogues } from "./i18n/catalogue.server";
import { deferHydrationPastFirstPaint } from "./shell/after-first-paint.server";
import { InlineScriptTexts } from "./shell/inline-script";
import { inlineScriptTexts } from "./shell/inline-scripts.server";
import { KeptData } from "./shell/kept-markup";
import { keptDataContext } from "./shell/kept-markup.server";

export const streamTimeout = 5_000;

registerServerCatalogues();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // As the prerendered pages say it, and to HEAD as to GET.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // Every document is sent whole (below), so it waits for all of its content: then React writes each Suspense
    // boundary in place instead of streaming it after a fallback and revealing it with a script, which moved nodes
    // and laid the page out again after its first paint.
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <InlineScriptTexts value={inlineScriptTexts}>
        <KeptData value={loadContext.get(keptDataContext)}>
          <ServerRouter context={routerContext} url={request.url} />
        </KeptData>
      </InlineScriptTexts>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });

          const status = responseStatusCode;

          pipe(body);

          // The whole document, not a stream: the server reads it whole anyway for its CSP, and its scripts move.
          resolve(text(body).then((html) => new Response(deferHydrationPastFirstPaint(html), { headers: responseHeaders, status })));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
