/** The API's messages in English and Simplified Chinese; `{name}` placeholders are filled from params. */
export type Language = "en" | "zh-Hans";

const messages = {
  ok: { en: "ok", "zh-Hans": "成功" },
  not_found: { en: "This address does not exist.", "zh-Hans": "该地址不存在。" },
  method_not_allowed: { en: "This address does not accept that method.", "zh-Hans": "该地址不支持此请求方法。" },
  payload_too_large: {
    en: "The request is too large (at most {limit} KiB).",
    "zh-Hans": "请求内容过大（最多 {limit} KiB）。",
  },
  unsupported_content_type: {
    en: "Send the request body as JSON (Content-Type: application/json).",
    "zh-Hans": "请以 JSON 格式发送请求内容（Content-Type: application/json）。",
  },
  malformed_json: { en: "The request body is not valid JSON.", "zh-Hans": "请求内容不是有效的 JSON。" },
  body_not_object: { en: "The request body must be a JSON object.", "zh-Hans": "请求内容必须是 JSON 对象。" },
  field_required: { en: "{field} is required.", "zh-Hans": "缺少字段 {field}。" },
  field_wrong_type: { en: "{field} must be a {type}.", "zh-Hans": "字段 {field} 的类型应为 {type}。" },
  field_empty: { en: "{field} must not be empty.", "zh-Hans": "字段 {field} 不能为空。" },
  field_too_long: { en: "{field} must be at most {max} characters.", "zh-Hans": "字段 {field} 最多 {max} 个字符。" },
  field_invalid: { en: "{field} is not valid.", "zh-Hans": "字段 {field} 无效。" },
  email_format: { en: "Email format error", "zh-Hans": "邮箱格式错误" },
  name_required: { en: "Please fill in the name", "zh-Hans": "请填写名称" },
  name_too_long: { en: "The name can be at most 50 characters.", "zh-Hans": "名称最多 50 个字符。" },
  invalid_characters: { en: "Invalid characters", "zh-Hans": "包含无效字符" },
  password_length: {
    en: "The password must be 8 to 128 characters.",
    "zh-Hans": "密码长度须为 8 到 128 个字符。",
  },
  password_letter_and_digit: {
    en: "The password must contain at least one letter and one digit.",
    "zh-Hans": "密码须至少包含一个字母和一个数字。",
  },
  code_format: { en: "The code is 6 digits.", "zh-Hans": "验证码为 6 位数字。" },
  purpose_invalid: {
    en: "purpose must be register or forget_password.",
    "zh-Hans": "purpose 只能是 register 或 forget_password。",
  },
  language_invalid: { en: "language must be en or zh-Hans.", "zh-Hans": "language 只能是 en 或 zh-Hans。" },
  email_registered: {
    en: "This e-mail is already registered. Sign in instead.",
    "zh-Hans": "该邮箱已注册，请直接登录。",
  },
  code_invalid: {
    en: "The code is wrong or has expired. Check it or request a new one.",
    "zh-Hans": "验证码错误或已过期，请检查或重新获取。",
  },
  code_attempts_exhausted: {
    en: "Too many wrong codes. Request a new one.",
    "zh-Hans": "验证码错误次数过多，请重新获取。",
  },
  resend_too_soon: {
    en: "Please wait {seconds} s before requesting another code.",
    "zh-Hans": "请等待 {seconds} 秒后再获取验证码。",
  },
  credentials_invalid: { en: "The e-mail or password is incorrect.", "zh-Hans": "邮箱或密码错误。" },
  old_password_invalid: { en: "The current password is incorrect.", "zh-Hans": "当前密码错误。" },
  access_token_invalid: {
    en: "Your session has expired. Please sign in again.",
    "zh-Hans": "登录已过期，请重新登录。",
  },
  refresh_token_invalid: {
    en: "Your session has ended. Please sign in again.",
    "zh-Hans": "登录已失效，请重新登录。",
  },
  sign_in_required: { en: "Please sign in to continue.", "zh-Hans": "请先登录。" },
  rate_limited: {
    en: "Too many requests. Try again in {seconds} s.",
    "zh-Hans": "请求过于频繁，请在 {seconds} 秒后重试。",
  },
  mail_failed: {
    en: "We could not send the e-mail. Please try again in a few minutes.",
    "zh-Hans": "邮件发送失败，请几分钟后再试。",
  },
  internal_error: {
    en: "Something went wrong on our side. Please try again.",
    "zh-Hans": "服务器出了点问题，请稍后再试。",
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** `zh*` in Accept-Language (at its highest preference) means Simplified Chinese; anything else English. */
export function languageFromHeader(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return "en";
  const preferred = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...attributes] = part.trim().split(";");
      const quality = attributes.map((attribute) => attribute.trim()).find((attribute) => attribute.startsWith("q="));
      return { tag: tag.toLowerCase(), quality: quality ? Number(quality.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)[0];
  return preferred?.tag.startsWith("zh") ? "zh-Hans" : "en";
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
