import { z } from "zod";

/** Where the content editor's uploads are served from; the files live in `public/uploads/`. */
export const UPLOADS_PATH = "/uploads/";

/** The kinds of file an image and an attachment may be, by their names' endings. */
export const IMAGE_TYPES = ["jpg", "jpeg", "png", "webp", "avif"];
export const FILE_TYPES = ["pdf", "xlsx", "docx", "pptx", "zip", ...IMAGE_TYPES];

/** An uploaded file's address: a plain name (the editor makes one of whatever was uploaded) of one of `types`. */
const uploaded = (types: readonly string[]) =>
  z.string().regex(new RegExp(`^${UPLOADS_PATH}[A-Za-z0-9][A-Za-z0-9._-]*\\.(?:${types.join("|")})$`, "i"));

export const uploadedImage = uploaded(IMAGE_TYPES);
export const uploadedFile = uploaded(FILE_TYPES);

/** A file's kind as a reader knows it, from its name: "PDF", "XLSX". */
export const fileType = (file: string) => file.slice(file.lastIndexOf(".") + 1).toUpperCase();
