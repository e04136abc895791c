import { IncomingMessage, ServerResponse, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** A request line and its headers, as far as a method Node's parser does not know lets them be read. */
const REQUEST_HEAD = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r\n((?:[^\r\n]*\r\n)*?)\r\n/;
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;

/**
 * Node's own answers to a request its parser refused or cut, as it writes them without a listener (before closing the
 * connection, whatever the client still sends), and kept by no cache.
 */
const PARSER_REFUSALS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

type ParseError = NodeJS.ErrnoException & { rawPacket?: Buffer };

/**
 * A method Node's HTTP parser does not know (`FOO`, `get`) ends as a parse error, and CONNECT as an event of its own
 * that closes the connection unanswered: each is handed to `listener` as a request on its connection, so that it gets
 * the site's 405 page with Allow as any other method the site does not take. The connection then closes.
 */
export function answerUnknownMethods(server: Server, listener: RequestListener) {
  server.on("clientError", (error: ParseError, socket: Socket) => {
    const head = error.code === "HPE_INVALID_METHOD" && error.rawPacket ? REQUEST_HEAD.exec(error.rawPacket.toString("latin1")) : null;
    if (!head || !socket.writable) {
      if (socket.writable && !responseUnderWay(socket)) {
        socket.write(`HTTP/1.1 ${PARSER_REFUSALS[error.code ?? ""] ?? "400 Bad Request"}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`);
      }
      return void socket.destroy();
    }
    const [, method, target, headerLines] = head;
    const req = new IncomingMessage(socket as IncomingMessage["socket"]);
    req.method = method;
    req.url = target;
    for (const line of headerLines!.split("\r\n").slice(0, -1)) {
      const header = HEADER.exec(line);
      if (header) req.rawHeaders.push(header[1]!, header[2]!);
    }
    req.headers = headersOf(req.rawHeaders);
    answerOnConnection(req, socket, listener);
  });
  // The authority CONNECT names is no address of the site: it is refused as a request for the home page.
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    req.url = "/";
    answerOnConnection(req, socket, listener);
  });
}

/**
 * Whether an answer has begun on the connection, whose bytes a refusal would corrupt: Node's own check, on the response
 * it keeps on the socket (a keep-alive connection has written earlier answers, so its byte count says nothing).
 */
const responseUnderWay = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;

function answerOnConnection(req: IncomingMessage, socket: Duplex, listener: RequestListener) {
  req.push(null);
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as ServerResponse["socket"] & object);
  res.on("finish", () => socket.end());
  listener(req, res);
}

/** Headers as Node joins them: names in lower case, repeated values joined by ", ". */
function headersOf(rawHeaders: string[]): IncomingMessage["headers"] {
  const headers: Record<string, string> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    headers[name] = name in headers ? `${headers[name]}, ${rawHeaders[i + 1]}` : rawHeaders[i + 1]!;
  }
  return headers;
}
