/**
 * Table types shared by every area. Portable across SQLite and PostgreSQL: text ids, times as integer epoch ms,
 * no booleans (a nullable timestamp says when something happened, which a flag cannot).
 */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  current_plan: string;
  language: string;
  created_at: number;
  updated_at: number;
}

/** One sign-in session: every refresh token rotated from one login shares it; access tokens carry its id as `sid`. */
export interface RefreshFamiliesTable {
  id: string;
  user_id: string;
  created_at: number;
  revoked_at: number | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  created_at: number;
}

export interface EmailCodesTable {
  id: string;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

export interface UsageEventsTable {
  id: string;
  user_id: string;
  kind: string;
  amount: number;
  created_at: number;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  email: string | null;
  page: string | null;
  content: string;
  created_at: number;
}

export interface ExceptionReportsTable {
  id: string;
  user_id: string | null;
  message: string;
  stack: string | null;
  url: string | null;
  user_agent: string | null;
  client_ip: string;
  created_at: number;
}

export type JobStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/** One unit of background work (api/jobs): payload and result are JSON text; the lease fields say who runs it until when. */
export interface JobsTable {
  id: string;
  kind: string;
  payload: string;
  status: JobStatus;
  priority: number;
  attempts: number;
  max_attempts: number;
  run_after: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  heartbeat_at: number | null;
  progress_stage: string | null;
  progress_percent: number | null;
  result: string | null;
  error: string | null;
  cancel_requested_at: number | null;
  owner_user_id: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A product from a link or typed details; `features` is a JSON array of strings; `seed` makes its ideas repeatable. */
export interface ProductsTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  price_amount: number | null;
  price_currency: string | null;
  brand: string | null;
  features: string;
  source_url: string | null;
  seed: number;
  created_at: number;
  updated_at: number;
}

/** One stored image of a product; the file lives in the media store under `storage_key`. */
export interface ProductImagesTable {
  id: string;
  product_id: string;
  user_id: string;
  position: number;
  storage_key: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  source_url: string | null;
  created_at: number;
}

/** One idea of the writer's; `batch` 0 is the first set, each re-ideas call adds the next. */
export interface ProductIdeasTable {
  id: string;
  product_id: string;
  /** The writer's own id (a hash of format, angle and hook), which its scripts refer to. */
  writer_idea_id: string;
  batch: number;
  position: number;
  angle: string;
  hook: string;
  format: string;
  focus: string | null;
  created_at: number;
}

/** A script for one idea; `body` is the writer's Script as JSON. */
export interface ScriptsTable {
  id: string;
  user_id: string;
  product_id: string;
  idea_id: string;
  body: string;
  created_at: number;
  updated_at: number;
}

export type VideoStatus = "generating" | "exporting" | "ready" | "failed" | "cancelled";

/**
 * A video rendered from a script (api/videos). `timeline` is the studio's Timeline as JSON, its image scenes naming
 * product images by id; `aspect_ratios` a JSON list; `files` a JSON list of VideoFile once ready. product_id and
 * script_id are no foreign keys: the video keeps its own timeline and outlives them.
 */
export interface VideosTable {
  id: string;
  user_id: string;
  product_id: string;
  script_id: string;
  job_id: string;
  title: string;
  status: VideoStatus;
  /** Finer than status: queued, preparing, rendering, finishing, done. */
  stage: string;
  progress: number;
  error: string | null;
  timeline: string;
  aspect_ratios: string;
  favorite_at: number | null;
  duration_ms: number | null;
  files: string | null;
  /** When this video's success was counted against the plan: set once, so a retried job never counts twice. */
  usage_recorded_at: number | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface Database {
  users: UsersTable;
  refresh_families: RefreshFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  email_codes: EmailCodesTable;
  usage_events: UsageEventsTable;
  feedback: FeedbackTable;
  exception_reports: ExceptionReportsTable;
  jobs: JobsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_ideas: ProductIdeasTable;
  scripts: ScriptsTable;
  videos: VideosTable;
}
