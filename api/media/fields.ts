/** Request fields shared by the media and materials calls. */
import { z } from "zod";
import { mediaLimits } from "../contract/media";

/** A media item's description (alt text, also searched): blank means none. */
export const descriptionField = z
  .string()
  .trim()
  .max(mediaLimits.description)
  .transform((text) => text || null);
