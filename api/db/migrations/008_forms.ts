import type { Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, reference, timestamps } from "./columns";

/**
 * Hosted forms (served at /to/{formId}) and their responses. A form's questions and screens are one JSON document
 * (`definition`, checked by api/forms/definition.ts on every read and write). A form without `owner_user_id` belongs
 * to the operator: the account whose e-mail is FORMS_OWNER_EMAIL. One response per e-mail and form: the unique
 * index is what decides when two submissions race (NULL e-mails, for forms without an e-mail question, never clash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "forms")
    .$call(reference("owner_user_id", "users.id", { optional: true }))
    .addColumn("definition", "text", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("forms_owner_created_at").on("forms").columns(["owner_user_id", "created_at"]).execute();

  await createTableWithId(db, "form_responses")
    .$call(reference("form_id", "forms.id"))
    .addColumn("email", "text")
    .addColumn("answers", "text", notNull)
    .addColumn("hidden", "text", notNull)
    .addColumn("source", "text")
    .addColumn("medium", "text")
    .addColumn("medium_version", "text")
    .addColumn("embed_type", "text")
    .addColumn("ga_client_id", "text")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("form_responses_form_email").on("form_responses").columns(["form_id", "email"]).unique().execute();
  await db.schema.createIndex("form_responses_form_created_at").on("form_responses").columns(["form_id", "created_at", "id"]).execute();

  const now = Date.now();
  await (db as Kysely<{ forms: { id: string; owner_user_id: string | null; definition: string; created_at: number; updated_at: number } }>)
    .insertInto("forms")
    .values({ id: "early-access", owner_user_id: null, definition: JSON.stringify(earlyAccessForm), created_at: now, updated_at: now })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("form_responses").execute();
  await db.schema.dropTable("forms").execute();
}

/**
 * The form behind Get Started and Request Early Access, as it was first published. Later wording changes are new
 * migrations (or an owner's PUT forms/early-access), never edits here.
 */
const earlyAccessForm = {
  title: { en: "Request early access", zh: "申请抢先体验" },
  welcome: {
    title: { en: "Get early access to Promoreel", zh: "抢先体验 Promoreel" },
    description: {
      en: "Tell us a little about your brand and we'll get you making AI product videos. It takes under a minute.",
      zh: "简单介绍一下你的品牌，我们会尽快为你开通 AI 商品视频。不到一分钟即可填完。",
    },
    button_text: { en: "Let's go", zh: "开始" },
  },
  fields: [
    {
      key: "name",
      type: "short_text",
      max_length: 100,
      required: true,
      label: { en: "What's your name?", zh: "怎么称呼你？" },
      placeholder: { en: "Ada Lovelace", zh: "张三" },
    },
    {
      key: "email",
      type: "email",
      required: true,
      label: { en: "What's your work e-mail?", zh: "你的工作邮箱是？" },
      description: { en: "We'll send your invitation here.", zh: "我们会把邀请发到这个邮箱。" },
      placeholder: { en: "name@company.com", zh: "name@company.com" },
    },
    {
      key: "company",
      type: "short_text",
      max_length: 200,
      required: true,
      label: { en: "Which company or brand are you with?", zh: "你所在的公司或品牌是？" },
      placeholder: { en: "Acme Outdoor", zh: "某某户外" },
    },
    {
      key: "product_url",
      type: "url",
      required: false,
      label: { en: "Link to a product you'd like a video for", zh: "想做视频的商品链接" },
      description: { en: "A product page helps us prepare your first video.", zh: "提供商品页面有助于我们准备你的第一个视频。" },
      placeholder: { en: "https://shop.example.com/product", zh: "https://shop.example.com/product" },
    },
    {
      key: "videos_per_month",
      type: "choice",
      required: true,
      label: { en: "How many videos do you need a month?", zh: "你每月需要多少个视频？" },
      options: [
        { value: "1-5", label: { en: "1 to 5", zh: "1 到 5 个" } },
        { value: "6-20", label: { en: "6 to 20", zh: "6 到 20 个" } },
        { value: "21-50", label: { en: "21 to 50", zh: "21 到 50 个" } },
        { value: "50+", label: { en: "More than 50", zh: "50 个以上" } },
      ],
    },
  ],
  hidden_fields: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref", "plan", "hubspot_page_name", "hubspot_page_url", "hubspot_utk"],
  thank_you: {
    title: { en: "You're on the list!", zh: "你已成功登记！" },
    description: {
      en: "Thanks! We'll e-mail you as soon as your spot opens. Once you're in, your first videos arrive within 24 hours.",
      zh: "谢谢！名额开放后我们会第一时间发邮件通知你。开通后，你的第一批视频将在 24 小时内送达。",
    },
    button: { text: { en: "Close", zh: "关闭" } },
  },
};
