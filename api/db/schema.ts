/**
 * Table types shared by every area. Portable across SQLite and PostgreSQL: text ids, times as integer epoch ms,
 * no booleans (a nullable timestamp says when something happened, which a flag cannot).
 */
import type { Generated } from "kysely";
import type { MediaKind, MediaPurpose } from "../contract/media";
import type { VideoStatus, VideoUpdateKind } from "../contract/videos";
import type { SlideFormat, SlideshowStatus } from "../contract/slideshows";
import type { PosterSize } from "../contract/posters";
import type { AvatarStatus, AvatarTaskStatus, PresenterLook } from "../contract/avatars";
import type { SocialAccountState, SocialFailureKind, SocialPlatformName, SocialPostState, SocialPrivacy, SocialRatio, TikTokDisclosure } from "../contract/social";

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

/** What a render's row reports as it runs, and what it renders: a video's and a later render's alike. */
export interface RenderStateColumns {
  status: VideoStatus;
  /** Finer than status: queued, preparing, rendering, finishing, done. */
  stage: string;
  progress: number;
  error: string | null;
  /** The studio's Timeline as JSON. */
  timeline: string;
  /** The ratios it renders, a JSON list. */
  aspect_ratios: string;
}

/**
 * A video rendered from a script (api/videos). `timeline` is the studio's Timeline as JSON, its image scenes naming
 * product images by id; `aspect_ratios` a JSON list; `files` a JSON list of VideoFile once ready. product_id and
 * script_id are no foreign keys: the video keeps its own timeline and outlives them.
 */
export interface VideosTable extends RenderStateColumns {
  id: string;
  user_id: string;
  product_id: string;
  script_id: string;
  job_id: string;
  title: string;
  favorite_at: number | null;
  duration_ms: number | null;
  files: string | null;
  /** When this video's success was counted against the plan: set once, so a retried job never counts twice. */
  usage_recorded_at: number | null;
  /** 1 for the first render; each applied `video/composite` adds one (migration 006). */
  version: Generated<number>;
  /** The presenter's name when the video was made (its timeline names the avatar by id); null without one (migration 014). */
  presenter_name: Generated<string | null>;
  /** What the render said of the presenter: who drew it, the look, and why the lip-sync service was not used. */
  presenter_provider: Generated<string | null>;
  presenter_look: Generated<PresenterLook | null>;
  presenter_fallback_reason: Generated<string | null>;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/**
 * One of the user's own files (api/media), normalised on upload: images re-encoded by sharp, clips probed by ffprobe.
 * `storage_key` and `thumbnail_key` are media-store keys; width and height are what is shown (after auto-orienting).
 */
export interface MediaItemsTable {
  id: string;
  user_id: string;
  purpose: MediaPurpose;
  kind: MediaKind;
  storage_key: string;
  thumbnail_key: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  duration_ms: number | null;
  /** The name the file was uploaded with (display and search only; never decides its type or where it is stored). */
  file_name: string;
  description: string | null;
  /** A stock download's provider ("pexels", "vecteezy") and its page there; null for the user's own files. */
  source_provider: string | null;
  source_url: string | null;
  /** Whom the licence asks to credit, and under which licence it was downloaded. */
  author_name: string | null;
  author_url: string | null;
  license_name: string | null;
  license_url: string | null;
  created_at: number;
  updated_at: number;
}

/** A brand: its products are the user's products whose `brand` has the same `name_key` (trimmed, lower case). */
export interface BrandsTable {
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  logo_media_id: string | null;
  /** JSON list of "#rrggbb" colours. */
  colors: string;
  /** The brand kit's font family (studio/design), null for the template's own. */
  font: string | null;
  call_to_action: string | null;
  created_at: number;
  updated_at: number;
}

/** A library item attached to a product, in order; `position` shares one order with the product's link images. */
export interface ProductMaterialsTable {
  product_id: string;
  media_id: string;
  user_id: string;
  position: number;
  created_at: number;
}

export interface BrandMaterialsTable {
  brand_id: string;
  media_id: string;
  user_id: string;
  position: number;
  created_at: number;
}

/** A hosted form (api/forms): `definition` is its FormDefinition as JSON; no owner means the FORMS_OWNER_EMAIL account. */
export interface FormsTable {
  id: string;
  owner_user_id: string | null;
  definition: string;
  created_at: number;
  updated_at: number;
  /** Taken down by the operator (`npm run admin -- disable-form`): not shown, takes no answers. */
  disabled_at: number | null;
}

/** An abuse report about a hosted form, sent by anyone who saw it (no account). */
export interface FormReportsTable {
  id: string;
  form_id: string;
  reason: string;
  details: string | null;
  created_at: number;
}

/** One submitted form: `answers` and `hidden` are JSON objects; `email` is the dedup key (the first e-mail question). */
export interface FormResponsesTable {
  id: string;
  form_id: string;
  email: string | null;
  answers: string;
  hidden: string;
  source: string | null;
  medium: string | null;
  medium_version: string | null;
  embed_type: string | null;
  ga_client_id: string | null;
  created_at: number;
}

/** A user's Stripe side (api/billing): the customer, and the subscription that decides the plan while it lasts. */
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Stripe's subscription status (active, trialing, past_due, canceled, …) as last reported by a verified webhook. */
  subscription_status: string | null;
  subscription_plan: string | null;
  /** `created` (ms) of the newest Stripe event applied: an older event arriving late changes nothing. */
  last_event_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Every verified Stripe event handled, by Stripe's event id: a redelivered event is recognised and not applied twice. */
export interface StripeEventsTable {
  id: string;
  type: string;
  user_id: string | null;
  /** What it did, for support: e.g. "plan free → pro", "ignored: not a subscription checkout". */
  outcome: string;
  created_at: number;
  processed_at: number;
}

/** A user's invitation code (the `ref` of their invitation link), made the first time they ask for it. */
export interface InvitationCodesTable {
  user_id: string;
  code: string;
  created_at: number;
}

/** Who invited whom: one row per invited user, the first invitation they signed up through. */
export interface AffiliateReferralsTable {
  id: string;
  inviter_user_id: string;
  /** Null once the invited user deleted their account: the inviter keeps the referral and its rewards. */
  invited_user_id: string | null;
  created_at: number;
}

/** The reward of one paid invoice of an invited user, owned by the inviter (`user_id`); money in minor units. */
export interface AffiliateRewardsTable {
  id: string;
  user_id: string;
  referral_id: string;
  stripe_invoice_id: string;
  plan: string;
  /** ISO 4217, lower case, as Stripe writes it. */
  currency: string;
  amount_paid: number;
  amount_refunded: number;
  /** 15 % of what is left paid (amount_paid − amount_refunded), rounded down. */
  reward: number;
  paid_at: number;
  created_at: number;
  updated_at: number;
}

/** A slideshow; `slides` is the JSON list of api/slideshows/slides.ts, `history_position` the operation shown. */
export interface SlideshowsTable {
  id: string;
  user_id: string;
  product_id: string | null;
  brand_id: string | null;
  title: string;
  template_id: string;
  format: SlideFormat;
  slides: string;
  status: SlideshowStatus;
  progress: Generated<number>;
  error: string | null;
  job_id: string | null;
  video_id: string | null;
  history_position: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One edit of a slideshow: the editable state it left (`state`, JSON), at `position` in the slideshow's history. */
export interface SlideshowOperationsTable {
  id: string;
  slideshow_id: string;
  position: number;
  kind: string;
  state: string;
  created_at: number;
}

export interface SlideshowBatchesTable {
  id: string;
  user_id: string;
  template_id: string;
  format: SlideFormat;
  brand_id: string | null;
  created_at: number;
}

/** One product of a batch: `source` is the pasted link or the product's id. */
export interface SlideshowBatchItemsTable {
  id: string;
  batch_id: string;
  position: number;
  source: string;
  product_id: string | null;
  slideshow_id: string | null;
  status: "queued" | "working" | "ready" | "failed";
  error: string | null;
  job_id: string | null;
}

/** A poster: an offer on a product in a template; `preview_key` names its small preview JPEG in the media store. */
export interface PostersTable {
  id: string;
  user_id: string;
  product_id: string;
  template_id: string;
  brand_id: string | null;
  image_id: string | null;
  size: PosterSize;
  headline: string;
  subline: string | null;
  price: string | null;
  old_price: string | null;
  badge: string | null;
  coupon: string | null;
  starts_on: string | null;
  ends_on: string | null;
  cta: string | null;
  qr_url: string | null;
  preview_key: string;
  created_at: number;
  updated_at: number;
}

/**
 * A promotional video (api/promote): an offer across the user's products, rendered like a video. `product_ids`, `offer`
 * and `script` are JSON (the contract's PromoOfferView and PromoScriptView); `files` a JSON list of VideoFile once
 * ready. The id is 16 letters and digits (migration 015).
 */
export interface PromotionalVideosTable extends RenderStateColumns {
  id: string;
  user_id: string;
  job_id: string;
  title: string;
  product_ids: string;
  offer: string;
  script: string;
  duration_ms: number | null;
  files: string | null;
  /** When this video's success was counted against the plan: set once, so a retried job never counts twice. */
  usage_recorded_at: number | null;
  presenter_name: string | null;
  presenter_provider: string | null;
  presenter_look: PresenterLook | null;
  presenter_fallback_reason: string | null;
  /** 1 for the first render; each applied new version adds one (migration 016). */
  version: Generated<number>;
  /** JSON list of the caption lines this version plays (studio CaptionLine); null until rendered (migration 016). */
  subtitles: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/**
 * A new version of a promotional video (`promote/compositing-video`), rendered while the current one keeps playing:
 * `timeline` is what it renders (with the edited `subtitles`), `version` the version it becomes once applied.
 */
export interface PromotionalVideoUpdatesTable extends RenderStateColumns {
  id: string;
  promotional_video_id: string;
  user_id: string;
  job_id: string;
  version: number;
  presenter_name: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export type EditRecordKind = "video" | "promotional";

/**
 * One recorded edit (api/records): `changes` is JSON `{ field: { before, after } }`; `seq` orders the operations of
 * one version of one target; `undone_at` is set while the operation is undone.
 */
export interface EditOperationsTable {
  id: string;
  kind: EditRecordKind;
  target_id: string;
  version: number;
  seq: number;
  user_id: string;
  changes: string;
  undone_at: number | null;
  created_at: number;
}

/** The plan history: who changed whose plan from what to what, when, through what (stripe_webhook, admin_cli). */
export interface PlanChangesTable {
  id: string;
  user_id: string;
  from_plan: string;
  to_plan: string;
  source: string;
  /** Who made it: the operating-system user of an admin command; null for Stripe. */
  actor: string | null;
  /** The Stripe event id, when Stripe made it. */
  reference: string | null;
  created_at: number;
}

/**
 * A later render of a ready video (api/videos): more aspect ratios (`resize`, same version) or a new version after
 * edits (`composite`). `timeline` is what it renders, `aspect_ratios` the ratios it renders; status and stage read as
 * a video's do. The video keeps serving its files until the update is applied.
 */
export interface VideoUpdatesTable extends RenderStateColumns {
  id: string;
  video_id: string;
  user_id: string;
  job_id: string;
  kind: VideoUpdateKind;
  version: number;
  /** The presenter's name when the update was asked for, given to the video when it is applied (migration 014). */
  presenter_name: Generated<string | null>;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A public link to a ready video (api/shares); `token` is the unguessable part of `/preview?s=<token>`. */
export interface VideoSharesTable {
  id: string;
  video_id: string;
  user_id: string;
  token: string;
  created_at: number;
  revoked_at: number | null;
}

export type ShareEventKind = "view" | "play" | "complete";

/** One visitor's view, play or play-through of a share on one UTC day (`YYYY-MM-DD`); the hash never holds an IP. */
export interface ShareVisitsTable {
  share_id: string;
  day: string;
  kind: ShareEventKind;
  visitor_hash: string;
  /** Keyed hash of the visitor's network under the same salt; null on visits counted before it was kept. */
  network_hash: string | null;
  created_at: number;
}

/** The salt of today's visitor hashes; earlier days' salts are deleted. */
export interface ShareSaltsTable {
  day: string;
  salt: string;
  created_at: number;
}

/**
 * A user's presenter (api/avatars), trained from an uploaded photo or clip. Its files are media-store keys under
 * `<user>/avatars/<id>/`: the upload (`source_key`), the chosen still and the asset JSON beside it once ready.
 * `face` and `crop` are JSON boxes in the still's pixels; `error_code` is the AvatarError code when training failed.
 */
export interface AvatarsTable {
  id: string;
  user_id: string;
  name: string;
  status: AvatarStatus;
  /** Training's step: queued, checking, finding_face, preparing, done, failed. */
  stage: string;
  progress: number;
  error_code: string | null;
  source_kind: "photo" | "clip";
  source_key: string;
  still_key: string | null;
  width: number | null;
  height: number | null;
  face: string | null;
  crop: string | null;
  default_voice_id: string | null;
  /** The consent statement's version, when and by which account's e-mail it was confirmed. */
  consent_version: number;
  consent_given_at: number;
  consent_email: string;
  job_id: string;
  created_at: number;
  updated_at: number;
}

/**
 * A speaking preview of a presenter (`avatar/infer`): a short clip of it alone saying `text`. `avatar_id` is a user's
 * avatar or `builtin:<id>`; `error` a stored failure (api/videos/render-failure.ts) or a message key.
 */
export interface AvatarTasksTable {
  id: string;
  user_id: string;
  avatar_id: string;
  avatar_name: string;
  kind: "preview";
  text: string;
  voice_id: string;
  status: AvatarTaskStatus;
  stage: string;
  progress: number;
  error: string | null;
  result_key: string | null;
  provider: string | null;
  look: PresenterLook | null;
  fallback_reason: string | null;
  job_id: string;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A user's connection to one platform account (api/social); tokens are ciphertexts of api/social/token-crypto.ts. */
export interface SocialAccountsTable {
  id: string;
  user_id: string;
  platform: SocialPlatformName;
  platform_account_id: string;
  platform_account_name: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: number;
  refresh_expires_at: number | null;
  /** JSON array of the granted scopes. */
  scopes: string;
  state: SocialAccountState;
  created_at: number;
  updated_at: number;
}

/** One consent round trip: `state` is checked on the way back, once (`used_at`); the PKCE verifier is encrypted. */
export interface SocialOauthAttemptsTable {
  id: string;
  user_id: string;
  platform: SocialPlatformName;
  state: string;
  code_verifier: string;
  return_path: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** One video sent to one account; `progress` is the platform's stored PublishProgress JSON between steps. */
export interface SocialPostsTable {
  id: string;
  user_id: string;
  video_id: string;
  account_id: string;
  platform: SocialPlatformName;
  ratio: SocialRatio;
  title: string;
  caption: string;
  privacy: SocialPrivacy;
  /** TikTok's commercial content disclosure (migration 021); "none" elsewhere. */
  tiktok_disclosure: Generated<TikTokDisclosure>;
  scheduled_at: number;
  time_zone: string;
  state: SocialPostState;
  failure_kind: SocialFailureKind | null;
  failure_reason: string | null;
  progress: string | null;
  uploaded_bytes: number;
  file_bytes: number | null;
  platform_post_id: string | null;
  platform_post_url: string | null;
  attempts: number;
  job_id: string | null;
  published_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A post's figures as the platform gave them at `fetched_at`. */
export interface SocialPostStatsTable {
  id: string;
  post_id: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  fetched_at: number;
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
  video_updates: VideoUpdatesTable;
  video_shares: VideoSharesTable;
  share_visits: ShareVisitsTable;
  share_salts: ShareSaltsTable;
  media_items: MediaItemsTable;
  brands: BrandsTable;
  product_materials: ProductMaterialsTable;
  brand_materials: BrandMaterialsTable;
  slideshows: SlideshowsTable;
  slideshow_operations: SlideshowOperationsTable;
  slideshow_batches: SlideshowBatchesTable;
  slideshow_batch_items: SlideshowBatchItemsTable;
  posters: PostersTable;
  promotional_videos: PromotionalVideosTable;
  promotional_video_updates: PromotionalVideoUpdatesTable;
  edit_operations: EditOperationsTable;
  avatars: AvatarsTable;
  avatar_tasks: AvatarTasksTable;
  forms: FormsTable;
  form_responses: FormResponsesTable;
  form_reports: FormReportsTable;
  billing_customers: BillingCustomersTable;
  stripe_events: StripeEventsTable;
  plan_changes: PlanChangesTable;
  invitation_codes: InvitationCodesTable;
  affiliate_referrals: AffiliateReferralsTable;
  affiliate_rewards: AffiliateRewardsTable;
  social_accounts: SocialAccountsTable;
  social_oauth_attempts: SocialOauthAttemptsTable;
  social_posts: SocialPostsTable;
  social_post_stats: SocialPostStatsTable;
}
