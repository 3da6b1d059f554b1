import type { ApiConfig } from "./config";
import type { Db } from "./db/connection";
import type { RateLimiter } from "./http/rate-limit";
import type { Language } from "./http/i18n";
import type { JobQueue } from "./jobs";
import type { Mailer } from "./mail/mailer";
import type { MediaStore } from "./storage/media-store";
import type { StorageSpace } from "./lib/storage-space";
import type { RenderStages } from "../studio/render";
import type { StudioWriter } from "../studio/writer/llm-writer";
import type { SocialPlatforms } from "./social/publish-job";

/** What every area's router is built from; createApi assembles it once. */
export interface ApiServices {
  config: ApiConfig;
  db: Db;
  mailer: Mailer;
  rateLimit: RateLimiter;
  /** Key for the HMAC of e-mailed codes, derived from JWT_SECRET so a leaked database does not reveal codes. */
  codeKey: Buffer;
  /** Users' stored files: `${DATA_DIR}/media` on the local disk, or the S3_BUCKET (decision 200). */
  mediaStore: MediaStore;
  /** Ideas and scripts: the built-in writer, or the LLM writer when configured. */
  writer: StudioWriter;
  /** The durable job queue (api/jobs): video renders are enqueued, cancelled and followed through it. */
  jobs: JobQueue;
  /** ffmpeg, the voice and the music beds the renderer uses; the voice list checks `voice_id`. */
  renderStages: RenderStages;
  /** Whether DATA_DIR takes writes, and its reserve for telling users when it does not. */
  storage: StorageSpace;
  /** The social platforms whose keys are configured (api/social); none: posting is off. */
  socialPlatforms: SocialPlatforms;
}

/** Hono's typing for this app: the `env` given to fetch, and what middleware puts on the context. */
export interface ApiEnv {
  Bindings: { clientIp?: string };
  Variables: { clientIp: string; language: Language };
}
