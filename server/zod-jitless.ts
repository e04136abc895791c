import { z } from "zod";

// The build's modules validate the site's content as they load, each schema once or a few times: compiling zod's fast
// parsers (`new Function`) costs more than they save there, about 100 ms of the server's start.
z.config({ jitless: true });
