import { createContext } from "react-router";
import type { AlertService } from "./service";

/** The alert service, put into every request's context by the server (server/app.ts), beside the inquiry service. */
export const alertServiceContext = createContext<AlertService>();
