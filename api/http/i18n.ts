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
  code_daily_limit: {
    en: "This e-mail address has had all its codes for today. Try again in {hours} h.",
    "zh-Hans": "此邮箱今天的验证码次数已用完，请在 {hours} 小时后重试。",
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
  password_checks_busy: {
    en: "Too many sign-ins are being checked right now. Try again in {seconds} s.",
    "zh-Hans": "当前登录请求过多，请在 {seconds} 秒后重试。",
  },
  mail_failed: {
    en: "We could not send the e-mail. Please try again in a few minutes.",
    "zh-Hans": "邮件发送失败，请几分钟后再试。",
  },
  video_events_too_many: {
    en: "You are already following the progress of {max} videos. Close another page showing a video being made and try again.",
    "zh-Hans": "您已在同时查看 {max} 个视频的制作进度。请关闭另一个显示制作进度的页面后重试。",
  },
  storage_full: {
    en: "We cannot save anything right now because the server's storage is full. Please try again later.",
    "zh-Hans": "服务器存储空间已满，暂时无法保存。请稍后再试。",
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
  intake_port_not_allowed: {
    en: "We only fetch web pages on the usual web ports (80, 443, 8080 or 8443).",
    "zh-Hans": "我们只读取常用网页端口（80、443、8080 或 8443）上的页面。",
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
    "zh-Hans": "该商品的脚本数量已达上限（{max} 个），请删除该商品的旧脚本后再写新的。",
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
  script_invalid_offer: {
    en: "{detail}",
    "zh-Hans": "无法为这个优惠写脚本：需要 1 到 6 个商品，折扣在 0 到 90% 之间，并检查标题、优惠码、截止日期和行动号召的长度与格式。",
  },
  plan_limit_reached: {
    en: "Your plan limit reached. Unlock more after upgrading.",
    "zh-Hans": "你的套餐额度已用完，升级后即可解锁更多。",
  },
  feature_unavailable: { en: "Sorry, you are unable to use this feature.", "zh-Hans": "抱歉，你无法使用此功能。" },
  billing_not_configured: {
    en: "Billing is not set up on this server. Ask the administrator to change your plan.",
    "zh-Hans": "此服务器未设置计费功能，请联系管理员更改你的套餐。",
  },
  plan_invalid: { en: "{field} must be starter or pro.", "zh-Hans": "字段 {field} 只能是 starter 或 pro。" },
  return_path_invalid: {
    en: "{field} must be a path in this app, starting with a single /.",
    "zh-Hans": "字段 {field} 必须是本应用内的路径，并以单个 / 开头。",
  },
  plan_already_included: {
    en: "Your current plan already includes this plan.",
    "zh-Hans": "你当前的套餐已包含该套餐的内容。",
  },
  subscription_exists: {
    en: "You already have a subscription. Change or cancel it under Manage billing.",
    "zh-Hans": "你已有订阅，请在“管理账单”中更改或取消。",
  },
  billing_account_missing: {
    en: "There is no subscription to manage yet. Choose a plan first.",
    "zh-Hans": "目前还没有可管理的订阅，请先选择套餐。",
  },
  payment_provider_failed: {
    en: "We could not reach the payment provider. Please try again in a few minutes.",
    "zh-Hans": "无法连接支付服务，请几分钟后再试。",
  },
  webhook_signature_invalid: {
    en: "The webhook signature is missing or does not match.",
    "zh-Hans": "Webhook 签名缺失或不匹配。",
  },
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
  health_failing: {
    en: "Promoreel is not healthy: {failing}.",
    "zh-Hans": "Promoreel 运行异常：{failing}。",
  },
  sample_render_not_found: {
    en: "This test video does not exist or has been replaced by a newer one.",
    "zh-Hans": "该测试视频不存在，或已被更新的测试视频取代。",
  },
  range_not_satisfiable: {
    en: "The part of the file that was asked for does not exist.",
    "zh-Hans": "所请求的文件片段不存在。",
  },
  media_not_found: { en: "This file does not exist or has been deleted.", "zh-Hans": "该文件不存在或已被删除。" },
  stock_not_configured: {
    en: "Stock footage is not set up on this server. Use your own media or the built-in backgrounds.",
    "zh-Hans": "此服务器未配置素材库，请使用你自己的素材或内置背景。",
  },
  stock_provider_not_configured: {
    en: "{provider} is not set up on this server. Choose another stock provider.",
    "zh-Hans": "此服务器未配置 {provider}，请选择其他素材库。",
  },
  stock_item_not_found: {
    en: "{provider} no longer has this item. Search again and pick another one.",
    "zh-Hans": "{provider} 上已没有该素材，请重新搜索并选择其他素材。",
  },
  stock_provider_failed: {
    en: "{provider} did not answer as expected. Try again in a minute.",
    "zh-Hans": "{provider} 未能正常响应，请一分钟后重试。",
  },
  stock_download_failed: {
    en: "The file could not be downloaded from {provider}. Try again, or pick another item.",
    "zh-Hans": "无法从 {provider} 下载该文件，请重试或选择其他素材。",
  },
  stock_preview_not_found: { en: "This preview is not available.", "zh-Hans": "该预览不可用。" },
  upload_not_multipart: {
    en: 'Send the file as multipart/form-data, in the form field "file".',
    "zh-Hans": "请以 multipart/form-data 格式上传文件，文件放在表单字段 “file” 中。",
  },
  upload_file_missing: {
    en: 'Choose a file to upload and send it in the form field "file".',
    "zh-Hans": "请选择要上传的文件，并放在表单字段 “file” 中发送。",
  },
  upload_too_many_files: { en: "Upload one file at a time.", "zh-Hans": "请一次只上传一个文件。" },
  upload_too_many_fields: {
    en: "The upload has too many form fields (at most {max} besides the file).",
    "zh-Hans": "上传的表单字段过多（除文件外最多 {max} 个）。",
  },
  upload_malformed: {
    en: "The upload broke off or is not valid form data. Try again.",
    "zh-Hans": "上传中断或表单数据无效，请重试。",
  },
  upload_type_unsupported: {
    en: "This file is not an image or a video we can read. Upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, MOV, WebM, MKV or AVI video.",
    "zh-Hans": "无法识别该文件的图片或视频格式。请上传 JPEG、PNG、WebP、GIF 或 AVIF 图片，或 MP4、MOV、WebM、MKV、AVI 视频。",
  },
  upload_heic_unsupported: {
    en: "HEIC photos cannot be read yet. Export the photo as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.",
    "zh-Hans": "暂不支持 HEIC 照片。请将照片导出为 JPEG（iPhone：设置 › 相机 › 格式 › 兼容性最佳）后重新上传。",
  },
  upload_image_too_large: {
    en: "The image is larger than {max} MB. Upload a smaller image.",
    "zh-Hans": "图片超过 {max} MB，请上传更小的图片。",
  },
  upload_clip_too_large: {
    en: "The video is larger than {max} MB. Upload a shorter or smaller video.",
    "zh-Hans": "视频超过 {max} MB，请上传更短或更小的视频。",
  },
  upload_too_large: {
    en: "The upload is larger than {max} MB, the most we accept for one file.",
    "zh-Hans": "上传内容超过 {max} MB，超出单个文件的上限。",
  },
  image_unreadable: {
    en: "We could not read this image; the file may be damaged or cut off. Export it again and upload it.",
    "zh-Hans": "无法读取该图片，文件可能已损坏或不完整。请重新导出后上传。",
  },
  image_too_many_pixels: {
    en: "The image is {width} × {height} pixels; we accept at most {max} megapixels. Make it smaller and upload it again.",
    "zh-Hans": "该图片为 {width} × {height} 像素，最多只接受 {max} 百万像素。请缩小后重新上传。",
  },
  clip_unreadable: {
    en: "We could not read this video; the file may be damaged or cut off. Export it again and upload it.",
    "zh-Hans": "无法读取该视频，文件可能已损坏或不完整。请重新导出后上传。",
  },
  clip_no_video: {
    en: "This file has no picture in it. Upload a video with a picture; sound-only files cannot be used.",
    "zh-Hans": "该文件没有画面。请上传带画面的视频，纯音频文件无法使用。",
  },
  clip_too_short: {
    en: "The video is shorter than {min} s. Upload a longer clip.",
    "zh-Hans": "视频短于 {min} 秒，请上传更长的片段。",
  },
  clip_too_long: {
    en: "The video is {seconds} s long; we accept at most {max} s. Trim it and upload it again.",
    "zh-Hans": "视频时长为 {seconds} 秒，最多只接受 {max} 秒。请剪短后重新上传。",
  },
  clip_resolution_too_high: {
    en: "The video is {width} × {height}; we accept at most 4K (4096 × 2160). Export it smaller and upload it again.",
    "zh-Hans": "视频分辨率为 {width} × {height}，最高只接受 4K（4096 × 2160）。请以更小的分辨率导出后重新上传。",
  },
  media_library_full: {
    en: "You have reached the maximum limit of {max} files in your media library. Delete some to upload more.",
    "zh-Hans": "媒体库文件数量已达上限（{max} 个），请删除部分文件后再上传。",
  },
  media_storage_full: {
    en: "Your media library is full ({max} GB). Delete some files to upload more.",
    "zh-Hans": "媒体库空间已满（{max} GB），请删除部分文件后再上传。",
  },
  resize_not_image: { en: "Only images can be resized.", "zh-Hans": "只能调整图片的尺寸。" },
  resize_size_required: {
    en: "Send aspect_ratio, width or height for the new size.",
    "zh-Hans": "请提供新尺寸的 aspect_ratio、width 或 height。",
  },
  resize_size_conflict: {
    en: "Send aspect_ratio with width or height, not with both.",
    "zh-Hans": "aspect_ratio 只能与 width 或 height 之一同时提供，不能同时提供两者。",
  },
  resize_aspect_ratio_invalid: {
    en: "{field} must look like 9:16: two whole numbers from 1 to 100.",
    "zh-Hans": "字段 {field} 的格式应类似 9:16：两个 1 到 100 之间的整数。",
  },
  color_invalid: { en: "{field} must be a colour such as #1a2b3c.", "zh-Hans": "字段 {field} 须为颜色值，例如 #1a2b3c。" },
  slideshow_not_found: { en: "This slideshow does not exist or has been deleted.", "zh-Hans": "该幻灯片集不存在或已被删除。" },
  slide_not_found: { en: "This slide is no longer in the slideshow.", "zh-Hans": "该幻灯片已不在幻灯片集中。" },
  slide_template_unknown: { en: "There is no template called {template}. Pick one from the template library.", "zh-Hans": "没有名为 {template} 的模板，请从模板库中选择。" },
  slide_format_unknown: {
    en: "{format} is not a slideshow format. Use story, feed, square, landscape, banner, leaderboard or email.",
    "zh-Hans": "{format} 不是幻灯片尺寸。请使用 story、feed、square、landscape、banner、leaderboard 或 email。",
  },
  slide_text_too_long: {
    en: "The {layer} text of slide {slide} is too long for its place in this format. Shorten it (at most {max} characters, fewer in small formats).",
    "zh-Hans": "第 {slide} 张幻灯片的 {layer} 文字在此尺寸中放不下，请缩短（最多 {max} 个字符，小尺寸更少）。",
  },
  slide_image_unreadable: {
    en: "This image cannot be read. Use a JPEG, PNG or WebP photo of at most 40 megapixels.",
    "zh-Hans": "无法读取此图片。请使用不超过 4000 万像素的 JPEG、PNG 或 WebP 图片。",
  },
  slide_image_not_found: { en: "This image is not among your product photos or media library.", "zh-Hans": "该图片不在你的产品图片或素材库中。" },
  slideshow_slides_required: { en: "A slideshow needs at least one slide.", "zh-Hans": "幻灯片集至少需要一张幻灯片。" },
  slideshow_slides_limit: { en: "A slideshow has at most {max} slides.", "zh-Hans": "一个幻灯片集最多 {max} 张幻灯片。" },
  slideshow_slides_mismatch: {
    en: "List every slide of the slideshow once, in the new order.",
    "zh-Hans": "请按新的顺序将幻灯片集中的每张幻灯片各列出一次。",
  },
  slideshow_rendering: { en: "The slides are still being drawn. Try again in a moment.", "zh-Hans": "幻灯片仍在生成中，请稍后再试。" },
  slideshow_nothing_to_undo: { en: "There is no edit to undo.", "zh-Hans": "没有可撤销的编辑。" },
  slideshow_nothing_to_redo: { en: "There is no edit to redo.", "zh-Hans": "没有可重做的编辑。" },
  slideshow_batch_empty: { en: "Tick at least one product or paste at least one link.", "zh-Hans": "请至少勾选一个产品或粘贴一个链接。" },
  slideshow_batch_too_many: { en: "A batch takes at most {max} products and links in all.", "zh-Hans": "一次批量最多 {max} 个产品和链接。" },
  slideshow_batch_not_found: { en: "This batch does not exist.", "zh-Hans": "该批次不存在。" },
  slideshow_render_failed: { en: "The slides could not be drawn. Try again.", "zh-Hans": "幻灯片生成失败，请重试。" },
  slideshow_product_gone: { en: "The product was deleted before its slideshow was made.", "zh-Hans": "产品在生成幻灯片前已被删除。" },
  brand_font_unknown: { en: "There is no font called {font}.", "zh-Hans": "没有名为 {font} 的字体。" },
  promotional_video_not_found: {
    en: "This promotional video does not exist or has been deleted.",
    "zh-Hans": "该促销视频不存在或已被删除。",
  },
  promote_collection_empty: {
    en: "We could not find products on that page. Paste the links of the product pages instead.",
    "zh-Hans": "该页面上没有找到商品。请改为粘贴各商品页面的链接。",
  },
  promote_products_repeated: {
    en: "Each product can be in a promotional video only once.",
    "zh-Hans": "每个商品在一个促销视频中只能出现一次。",
  },
  promote_scene_product_invalid: {
    en: "Scene {scene} shows a product the video does not have (it has {count}). Pick one of its products.",
    "zh-Hans": "第 {scene} 个场景展示的商品不在该视频中（视频共有 {count} 个商品）。请选择视频中的商品。",
  },
  promote_script_length_mismatch: {
    en: "The scenes last {total} s but the video is {length} s. Adjust a scene's duration.",
    "zh-Hans": "场景总时长为 {total} 秒，但视频时长为 {length} 秒。请调整场景时长。",
  },
  poster_not_found: { en: "This poster does not exist or has been deleted.", "zh-Hans": "该海报不存在或已被删除。" },
  poster_template_unknown: {
    en: "There is no poster template called {template}. Pick one from the poster templates.",
    "zh-Hans": "没有名为 {template} 的海报模板，请从海报模板中选择。",
  },
  poster_size_unknown: {
    en: "{size} is not a poster size. Use a4, letter, feed, story or square.",
    "zh-Hans": "{size} 不是海报尺寸，请使用 a4、letter、feed、story 或 square。",
  },
  poster_text_too_long: {
    en: "The {field} does not fit its place on this template in the {size} size, even at its smallest. Shorten it.",
    "zh-Hans": "{field} 的文字在此模板的 {size} 尺寸中即使用最小字号也放不下，请缩短。",
  },
  poster_date_invalid: {
    en: "{field} must be a calendar day written YYYY-MM-DD, such as 2026-12-01.",
    "zh-Hans": "{field} 必须是有效的日期，格式为 YYYY-MM-DD，例如 2026-12-01。",
  },
  poster_dates_order: {
    en: "The offer ends before it starts. Pick an end date on or after the start date.",
    "zh-Hans": "优惠的结束日期早于开始日期，请选择不早于开始日期的结束日期。",
  },
  poster_qr_url_invalid: {
    en: "The QR code link must be a web address starting with http:// or https://, at most {max} characters.",
    "zh-Hans": "二维码链接必须是以 http:// 或 https:// 开头的网址，最多 {max} 个字符。",
  },
  poster_image_unreadable: {
    en: "This image cannot be read. Pick another photo, or upload a JPEG, PNG or WebP image.",
    "zh-Hans": "无法读取此图片。请选择其他图片，或上传 JPEG、PNG 或 WebP 图片。",
  },
  poster_type_not_for_size: {
    en: "A {size} poster cannot be downloaded as {type}: print sizes (a4, letter) come as PDF, PNG or JPEG, social sizes as PNG or JPEG.",
    "zh-Hans": "{size} 尺寸的海报不能下载为 {type}：打印尺寸（a4、letter）可下载 PDF、PNG 或 JPEG，社交尺寸可下载 PNG 或 JPEG。",
  },
  poster_print_only: {
    en: "Bleed and crop marks are only for print PDFs (a4 and letter).",
    "zh-Hans": "出血和裁切标记仅适用于打印用的 PDF（a4 和 letter）。",
  },
  poster_dates_from: { en: "From {date}", "zh-Hans": "{date}起" },
  poster_dates_until: { en: "Until {date}", "zh-Hans": "截至{date}" },
  avatar_not_found: { en: "This avatar does not exist or has been deleted.", "zh-Hans": "该数字人不存在或已被删除。" },
  avatar_not_ready: {
    en: "This avatar is not ready to present: it is still being prepared or its training failed. Pick a ready avatar or a built-in presenter.",
    "zh-Hans": "该数字人还不能出镜：仍在准备中或训练失败。请选择已就绪的数字人或内置主播。",
  },
  avatar_limit: {
    en: "Your plan keeps at most {max} avatars. Delete one, or upgrade to add more.",
    "zh-Hans": "你的套餐最多保留 {max} 个数字人。请删除一个，或升级后添加更多。",
  },
  consent_required: {
    en: "Confirm that the photo or clip shows you, or someone who agreed to become an avatar, before uploading it.",
    "zh-Hans": "上传前请确认照片或视频中的人是你本人，或已同意被制作成数字人。",
  },
  avatar_builtin_fixed: {
    en: "Built-in presenters cannot be renamed or deleted. Make your own avatar to change it.",
    "zh-Hans": "内置主播不能重命名或删除。如需修改，请创建你自己的数字人。",
  },
  avatar_type_unsupported: {
    en: "This file is not a photo or clip we can use. Upload a JPEG, PNG or WebP photo, or an MP4, MOV or WebM clip, of one person facing the camera.",
    "zh-Hans": "无法使用该文件。请上传一个人面对镜头的 JPEG、PNG 或 WebP 照片，或 MP4、MOV、WebM 视频。",
  },
  avatar_photo_too_large: {
    en: "The photo is larger than {max} MB. Upload a smaller photo.",
    "zh-Hans": "照片超过 {max} MB，请上传更小的照片。",
  },
  avatar_clip_too_large: {
    en: "The clip is larger than {max} MB. Upload a shorter clip of at most {seconds} seconds.",
    "zh-Hans": "视频超过 {max} MB，请上传不超过 {seconds} 秒的较短视频。",
  },
  avatar_no_face: {
    en: "No face was found. Upload a photo or clip of one person facing the camera, with the whole face in view.",
    "zh-Hans": "没有找到人脸。请上传一个人面对镜头、整张脸都在画面中的照片或视频。",
  },
  avatar_several_faces: {
    en: "More than one face was found. Upload a photo or clip of just one person, alone in the picture.",
    "zh-Hans": "找到了不止一张人脸。请上传画面中只有一个人的照片或视频。",
  },
  avatar_face_too_small: {
    en: "The face is too small to show sharply. Upload a closer photo or clip in which the face is at least {min} pixels wide.",
    "zh-Hans": "人脸太小，无法清晰显示。请上传更近距离的照片或视频，人脸宽度至少 {min} 像素。",
  },
  avatar_blurred: {
    en: "The face is blurred. Upload a sharp photo or clip, taken in good light with the camera held still.",
    "zh-Hans": "人脸模糊。请上传在光线充足、相机保持稳定时拍摄的清晰照片或视频。",
  },
  avatar_clip_too_long: {
    en: "The clip is longer than {max} seconds. Upload a clip of {max} seconds or less, looking at the camera.",
    "zh-Hans": "视频超过 {max} 秒。请上传不超过 {max} 秒、看着镜头的视频。",
  },
  avatar_unreadable: {
    en: "This file could not be read. Upload a JPEG, PNG or WebP photo, or an MP4, MOV or WebM clip, of one person facing the camera.",
    "zh-Hans": "无法读取该文件。请上传一个人面对镜头的 JPEG、PNG 或 WebP 照片，或 MP4、MOV、WebM 视频。",
  },
  avatar_train_failed: {
    en: "The avatar could not be prepared. Upload the photo or clip again; if it fails again, try another one.",
    "zh-Hans": "数字人准备失败。请重新上传照片或视频；如果仍然失败，请换一个试试。",
  },
  avatar_previews_busy: {
    en: "You already have {max} previews waiting. Wait until one has finished, then ask again.",
    "zh-Hans": "你已有 {max} 个试播正在等待。请等其中一个完成后再试。",
  },
  avatar_preview_failed: {
    en: "The preview could not be made. Try again; if it fails again, try another voice.",
    "zh-Hans": "试播生成失败。请重试；如果仍然失败，请换一种配音。",
  },
  avatar_greeting: {
    en: "Hi! I'm {name}, and I'll present your products.",
    "zh-Hans": "你好！我是{name}，我来为你介绍产品。",
  },
  render_presenter_deleted: {
    en: "{detail}",
    "zh-Hans": "视频的数字人在制作时已被删除。请选择其他数字人或内置主播，然后重新制作视频。",
  },
  brand_not_found: { en: "This brand does not exist or has been deleted.", "zh-Hans": "该品牌不存在或已被删除。" },
  brand_required: {
    en: "Send the brand's id, or a name to find or create it.",
    "zh-Hans": "请提供品牌的 id，或提供名称以查找或创建品牌。",
  },
  brand_name_taken: { en: "You already have a brand called {name}.", "zh-Hans": "你已经有名为 {name} 的品牌。" },
  brands_limit_reached: {
    en: "You have reached the maximum limit of {max} brands.",
    "zh-Hans": "品牌数量已达上限（{max} 个）。",
  },
  brand_logo_not_image: {
    en: "The logo must be an image from your media library.",
    "zh-Hans": "品牌标志必须是媒体库中的图片。",
  },
  product_materials_limit_reached: {
    en: "You have reached the maximum limit of {max} materials for this product. Remove some before adding more.",
    "zh-Hans": "该商品的素材数量已达上限（{max} 个），请先移除部分素材再添加。",
  },
  brand_materials_limit_reached: {
    en: "You have reached the maximum limit of {max} materials for this brand. Remove some before adding more.",
    "zh-Hans": "该品牌的素材数量已达上限（{max} 个），请先移除部分素材再添加。",
  },
  material_owner_required: {
    en: "Send product_id or brand_id (one of them) to say whose materials these are.",
    "zh-Hans": "请提供 product_id 或 brand_id（二选一），说明这些素材属于哪个商品或品牌。",
  },
  form_not_found: {
    en: "This form does not exist or is no longer available.",
    "zh-Hans": "该表单不存在或已下线。",
  },
  form_owner_only: {
    en: "Only the form's owner can see or change its responses and questions.",
    "zh-Hans": "只有表单所有者可以查看或修改表单的回复和问题。",
  },
  form_id_taken: { en: "A form with the id {id} already exists. Choose another id.", "zh-Hans": "表单 ID {id} 已被使用，请换一个。" },
  form_id_not_yours: {
    en: "Form ids are given by Promoreel: send the form without an id and use the one in the answer.",
    "zh-Hans": "表单 ID 由 Promoreel 分配：请不要指定 id，使用返回结果中的 ID。",
  },
  form_disabled: {
    en: "This form was taken down after a report and no longer takes answers.",
    "zh-Hans": "该表单因被举报已下线，不再接受填写。",
  },
  form_full: {
    en: "This form has reached its limit of answers and takes no more.",
    "zh-Hans": "该表单的回答数量已达上限，不再接受填写。",
  },
  forms_limit_reached: {
    en: "You have reached the maximum limit of {max} forms. Delete one to add another.",
    "zh-Hans": "表单数量已达上限（{max} 个），请删除一个后再添加。",
  },
  form_definition_invalid: { en: "The form is not valid: {field}: {problem}.", "zh-Hans": "表单定义无效：{field}：{problem}。" },
  form_answers_invalid: {
    en: "Some answers need your attention.",
    "zh-Hans": "部分回答需要修改。",
  },
  form_duplicate_response: {
    en: "This e-mail address has already answered this form.",
    "zh-Hans": "该邮箱已经提交过此表单。",
  },
  form_answer_required: { en: "Please fill in this field.", "zh-Hans": "请填写此项。" },
  form_answer_url: {
    en: "Please enter a web address, such as https://example.com/product.",
    "zh-Hans": "请输入网址，例如 https://example.com/product。",
  },
  form_answer_number: { en: "Please enter a number.", "zh-Hans": "请输入数字。" },
  form_answer_number_min: { en: "Please enter a number of at least {min}.", "zh-Hans": "请输入不小于 {min} 的数字。" },
  form_answer_number_max: { en: "Please enter a number of at most {max}.", "zh-Hans": "请输入不大于 {max} 的数字。" },
  form_answer_choice: { en: "Please choose one of the options.", "zh-Hans": "请从选项中选择一项。" },
  form_answer_too_long: { en: "Please keep this to at most {max} characters.", "zh-Hans": "最多 {max} 个字符。" },
  sound_preview_unavailable: {
    en: "This sample cannot be played right now. Try again later.",
    "zh-Hans": "该试听暂时无法播放，请稍后再试。",
  },
  social_not_configured: {
    en: "Posting to social platforms is not set up on this server.",
    "zh-Hans": "此服务器未开启社交平台发布功能。",
  },
  social_platform_not_configured: {
    en: "Posting to {platform} is not set up on this server.",
    "zh-Hans": "此服务器未开启 {platform} 发布功能。",
  },
  social_connect_expired: {
    en: "This connection attempt has expired or was already used. Start connecting again.",
    "zh-Hans": "此次连接已过期或已使用，请重新连接。",
  },
  social_connect_failed: {
    en: "{platform} did not accept the connection. Try connecting again.",
    "zh-Hans": "{platform} 未接受此次连接，请重新连接。",
  },
  social_connect_no_channel: {
    en: "This Google account has no YouTube channel to post to. Create a channel on YouTube, then connect again.",
    "zh-Hans": "该 Google 账号没有可发布视频的 YouTube 频道。请先在 YouTube 上创建频道，再重新连接。",
  },
  social_account_not_found: { en: "This connected account does not exist or has been disconnected.", "zh-Hans": "该已连接账号不存在或已断开。" },
  social_account_needs_reconnect: {
    en: "{platform} asks you to connect this account again before posting.",
    "zh-Hans": "{platform} 要求你重新连接此账号后再发布。",
  },
  social_post_not_found: { en: "This post does not exist or has been deleted.", "zh-Hans": "该发布不存在或已被删除。" },
  social_post_not_cancellable: {
    en: "This post is already on its way to the platform and can no longer be cancelled.",
    "zh-Hans": "该发布已在发送至平台，无法取消。",
  },
  social_ratio_not_taken: { en: "{platform} does not take {ratio} videos.", "zh-Hans": "{platform} 不接受 {ratio} 比例的视频。" },
  social_privacy_not_taken: {
    en: "{platform} posts every video publicly: make it visible to everyone, or leave {platform} out of this post.",
    "zh-Hans": "{platform} 只能公开发布：请将可见范围设为所有人，或不发布到 {platform}。",
  },
  social_branded_content_private: {
    en: "TikTok does not allow branded content to be private: choose who else can see it, or say the video promotes your own brand.",
    "zh-Hans": "TikTok 不允许品牌合作内容设为仅自己可见：请选择其他可见范围，或注明视频推广的是你自己的品牌。",
  },
  social_caption_too_many_hashtags: {
    en: "{platform} takes at most {max} hashtags in a caption (more and it ignores or refuses them); this one has {count}.",
    "zh-Hans": "{platform} 的文案最多 {max} 个话题标签（超过会被忽略或拒绝），当前有 {count} 个。",
  },
  social_caption_too_many_mentions: {
    en: "{platform} takes at most {max} @mentions in a caption; this one has {count}.",
    "zh-Hans": "{platform} 的文案最多 @ 提及 {max} 个账号，当前有 {count} 个。",
  },
  social_caption_too_many_bytes: {
    en: "{platform} takes a caption of at most {max} bytes; this one has {count} (a Chinese character takes 3).",
    "zh-Hans": "{platform} 的文案最多 {max} 字节，当前有 {count} 字节（一个汉字占 3 字节）。",
  },
  social_schedule_out_of_range: {
    en: "Choose a time from now up to 180 days ahead.",
    "zh-Hans": "请选择从现在起 180 天以内的时间。",
  },
  social_time_zone_unknown: { en: "This time zone is not known.", "zh-Hans": "无法识别该时区。" },
  video_not_ready: {
    en: "This video is not ready yet. Wait until it has finished rendering.",
    "zh-Hans": "该视频尚未生成完成，请等待渲染结束。",
  },
  video_update_in_progress: {
    en: "This video is already being updated. Wait until that update has finished, or cancel it.",
    "zh-Hans": "该视频正在更新中，请等待本次更新完成或取消它。",
  },
  render_failed: {
    en: "The render failed. Create the video again; if it fails again, contact support.",
    "zh-Hans": "视频制作失败。请重新制作；如果仍然失败，请联系客服。",
  },
  update_failed: {
    en: "The render failed. Try again; if it fails again, contact support.",
    "zh-Hans": "新版本制作失败。请重试；如果仍然失败，请联系客服。",
  },
  render_media_deleted: {
    en: "{detail}",
    "zh-Hans": "第 {scene} 个场景用到的素材已被删除。请为该商品重新写脚本，然后重新制作视频。",
  },
  render_media_unusable: {
    en: "{detail}",
    "zh-Hans": "视频用到的图片或视频片段已不存在或无法读取。请换一个素材，或重新上传后再制作。",
  },
  render_asset_unknown: {
    en: "{detail}",
    "zh-Hans": "视频用到的配音、背景音乐或动态背景已不存在。请换一个后重新制作。",
  },
  render_tool_missing: {
    en: "{detail}",
    "zh-Hans": "服务器目前无法制作该视频（缺少制作工具，或配音服务不可用）。请换一种配音，或联系网站管理员。",
  },
  render_tool_failed: {
    en: "{detail}",
    "zh-Hans": "制作过程中出错（例如配音服务暂时失败）。请稍后重试，或换一种配音。",
  },
  composite_nothing_to_change: {
    en: "Send at least one change: scenes, captions, voice, music, call to action or aspect ratios.",
    "zh-Hans": "请至少提交一项修改：场景、字幕、配音、音乐、行动号召或画面比例。",
  },
  scene_media_not_found: {
    en: "Scene {scene} uses media that does not exist or is not yours ({media}). Pick one of your images or clips, or a b-roll.",
    "zh-Hans": "第 {scene} 个场景使用的素材不存在或不属于你（{media}）。请选择你的图片、视频片段或 B-roll。",
  },
  nothing_to_undo: { en: "There is nothing to undo.", "zh-Hans": "没有可撤销的操作。" },
  nothing_to_redo: { en: "There is nothing to redo.", "zh-Hans": "没有可重做的操作。" },
  edit_record_conflict: {
    en: "Another edit was saved at the same moment. Reload the editor and try again.",
    "zh-Hans": "另一项修改刚好同时保存。请重新加载编辑器后再试。",
  },
  record_field_unknown: {
    en: "{field} cannot be edited here. Edit one of: {fields}.",
    "zh-Hans": "无法在此编辑 {field}。可编辑的有：{fields}。",
  },
  subtitle_line_unknown: {
    en: "There is no line {line}: the subtitles have {count} lines.",
    "zh-Hans": "没有第 {line} 行：字幕共有 {count} 行。",
  },
  subtitle_text_empty: {
    en: "Line {line} has no text. Write what it should say.",
    "zh-Hans": "第 {line} 行没有文字。请填写要显示的内容。",
  },
  subtitle_text_too_long: {
    en: "Line {line} is longer than {max} characters. Shorten it.",
    "zh-Hans": "第 {line} 行超过 {max} 个字符，请缩短。",
  },
  subtitle_line_too_short: {
    en: "Line {line} would be on screen for less than {seconds} s. Start it earlier or end it later.",
    "zh-Hans": "第 {line} 行的显示时间不足 {seconds} 秒。请提前开始或推迟结束。",
  },
  subtitle_line_beyond_video: {
    en: "Line {line} ends after the video does ({seconds} s). End it by then.",
    "zh-Hans": "第 {line} 行的结束时间超出了视频长度（{seconds} 秒）。请在此之前结束。",
  },
  subtitle_line_overlap: {
    en: "Line {line} would overlap line {other}. Change its times so the two lines do not show at once.",
    "zh-Hans": "第 {line} 行会与第 {other} 行重叠。请调整时间，让两行不同时显示。",
  },
  share_not_found: {
    en: "This share link does not exist or has been turned off.",
    "zh-Hans": "该分享链接不存在或已被关闭。",
  },
  internal_error: {
    en: "Something went wrong on our side. Please try again.",
    "zh-Hans": "服务器出了点问题，请稍后再试。",
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** Every message key, for checks across the whole catalogue (e.g. that every count cap says the spec's sentence). */
export const messageKeys = Object.keys(messages) as MessageKey[];

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
  return messages[key][language].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}
