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
  field_too_many: { en: "{field} can have at most {max} entries.", "zh-Hans": "字段 {field} 最多 {max} 项。" },
  field_too_small: { en: "{field} must be at least {min}.", "zh-Hans": "字段 {field} 不能小于 {min}。" },
  field_too_large: { en: "{field} must be at most {max}.", "zh-Hans": "字段 {field} 不能大于 {max}。" },
  currency_invalid: {
    en: "{field} must be a three-letter currency code such as USD or EUR.",
    "zh-Hans": "字段 {field} 须为三个字母的货币代码，例如 USD 或 EUR。",
  },
  length_seconds_invalid: { en: "{field} must be 15, 30 or 60.", "zh-Hans": "字段 {field} 只能是 15、30 或 60。" },
  product_source_required: {
    en: "Send a product link (url) or the product's details (at least its name).",
    "zh-Hans": "请提供商品链接（url）或商品信息（至少包括名称）。",
  },
  product_not_found: {
    en: "This product does not exist or has been deleted.",
    "zh-Hans": "该商品不存在或已被删除。",
  },
  products_limit_reached: {
    en: "You have reached the maximum limit of {max} products. Delete some to add more.",
    "zh-Hans": "商品数量已达上限（{max} 个），请删除部分商品后再添加。",
  },
  intake_invalid_url: { en: "That is not a valid web address.", "zh-Hans": "这不是有效的网址。" },
  intake_unsupported_scheme: { en: "Only http and https links can be used.", "zh-Hans": "只支持 http 和 https 链接。" },
  intake_private_address: {
    en: "That link points to a private or local network address, which we do not fetch.",
    "zh-Hans": "该链接指向私有或本地网络地址，我们不会访问此类地址。",
  },
  intake_dns_failed: {
    en: "We could not find that website. Check the link and try again.",
    "zh-Hans": "找不到该网站，请检查链接后重试。",
  },
  intake_network_error: {
    en: "We could not connect to that website, or its answer broke off. Try again later.",
    "zh-Hans": "无法连接该网站，或网站响应中断，请稍后再试。",
  },
  intake_timeout: {
    en: "The website took too long to answer. Try again later or enter the details instead.",
    "zh-Hans": "该网站响应超时，请稍后再试，或直接填写商品信息。",
  },
  intake_too_many_redirects: {
    en: "The link redirects too many times. Use the product page's own address.",
    "zh-Hans": "该链接重定向次数过多，请使用商品页面本身的地址。",
  },
  intake_bad_redirect: {
    en: "The website redirected to an address we cannot use.",
    "zh-Hans": "该网站重定向到了无法使用的地址。",
  },
  intake_http_status: {
    en: "The website answered with status {status}. Check that the link opens the product page.",
    "zh-Hans": "该网站返回了状态码 {status}，请确认链接能打开商品页面。",
  },
  intake_unsupported_content_type: {
    en: "That link does not open a web page. Use the address of the product page.",
    "zh-Hans": "该链接打开的不是网页，请使用商品页面的地址。",
  },
  intake_too_large: {
    en: "The page at that link is larger than we accept.",
    "zh-Hans": "该链接的页面超出了我们可接受的大小。",
  },
  intake_no_product_found: {
    en: "We could not find a product on that page. Enter the details instead.",
    "zh-Hans": "我们在该页面上找不到商品，请直接填写商品信息。",
  },
  ideas_exhausted: {
    en: "There are no new ideas left for this product. Add features or a description to get more.",
    "zh-Hans": "该商品已没有新的创意，请补充商品特点或描述后再试。",
  },
  idea_not_found: {
    en: "This idea does not exist for that product. Generate ideas first.",
    "zh-Hans": "该商品没有这个创意，请先生成创意。",
  },
  ideas_limit_reached: {
    en: "You have reached the maximum limit of {max} ideas for this product.",
    "zh-Hans": "该商品的创意数量已达上限（{max} 个）。",
  },
  scripts_limit_reached: {
    en: "You have reached the maximum limit of {max} scripts for this product. Delete the product's old scripts to write more.",
    "zh-Hans": "该商品的脚本数量已达上限（{max} 个）。",
  },
  script_not_found: {
    en: "This script does not exist or has been deleted.",
    "zh-Hans": "该脚本不存在或已被删除。",
  },
  script_empty_spoken_line: {
    en: "{detail}",
    "zh-Hans": "第 {scene} 个场景没有旁白。请填写要朗读的内容，或删除该场景。",
  },
  script_line_too_long_for_scene: {
    en: "{detail}",
    "zh-Hans": "第 {scene} 个场景的文字太长，无法在该场景的时长内说完。请缩短文字或延长该场景。",
  },
  script_scene_not_found: {
    en: "{detail}",
    "zh-Hans": "脚本中没有第 {scene} 个场景。",
  },
  script_durations_do_not_fit: {
    en: "{detail}",
    "zh-Hans": "场景时长无法与视频总时长吻合（每个场景 1.5 到 20 秒）。请缩短文字或调整场景时长。",
  },
  script_no_other_wording: {
    en: "{detail}",
    "zh-Hans": "根据商品信息，第 {scene} 个场景没有其他措辞了，请自行编辑这句台词。",
  },
  script_last_scene: {
    en: "{detail}",
    "zh-Hans": "脚本至少需要一个场景，请编辑该场景而不是删除它。",
  },
  plan_limit_reached: {
    en: "Your plan limit reached. Unlock more after upgrading.",
    "zh-Hans": "你的套餐额度已用完，升级后即可解锁更多。",
  },
  feature_unavailable: { en: "Sorry, you are unable to use this feature.", "zh-Hans": "抱歉，你无法使用此功能。" },
  aspect_ratio_invalid: { en: "{field} must be 9:16, 1:1 or 16:9.", "zh-Hans": "字段 {field} 只能是 9:16、1:1 或 16:9。" },
  voice_not_found: {
    en: "There is no voice called {voice}. Pick one from the voice list.",
    "zh-Hans": "没有名为 {voice} 的配音，请从配音列表中选择。",
  },
  music_not_found: {
    en: "There is no music track called {music}. Pick one from the music list.",
    "zh-Hans": "没有名为 {music} 的背景音乐，请从音乐列表中选择。",
  },
  video_not_found: { en: "This video does not exist or has been deleted.", "zh-Hans": "该视频不存在或已被删除。" },
  media_not_found: { en: "This file does not exist or has been deleted.", "zh-Hans": "该文件不存在或已被删除。" },
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
