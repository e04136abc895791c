import { createContext } from "react-router";
import type { InquiryService } from "./service";

/** The inquiry service, put into every request's context by the server (server/app.ts). */
export const inquiryServiceContext = createContext<InquiryService>();
