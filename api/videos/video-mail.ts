import type { Language } from "../http/i18n";
import type { Mail } from "../mail/mailer";

const texts = {
  en: {
    subject: (title: string) => `Your video "${title}" is ready`,
    body: (title: string) => [`Your video "${title}" has finished rendering and is ready to watch and download.`, "Open it here:"],
  },
  "zh-Hans": {
    subject: (title: string) => `你的视频《${title}》已生成`,
    body: (title: string) => [`你的视频《${title}》已渲染完成，可以观看和下载了。`, "点击这里查看："],
  },
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The owner's "video ready" e-mail, in their language, with the link to the video in the web app. */
export function videoReadyMail(options: { to: string; title: string; link: string; language: Language }): Mail {
  const language = texts[options.language];
  const lines = language.body(options.title);
  return {
    to: options.to,
    subject: language.subject(options.title),
    text: [...lines, options.link].join("\n\n"),
    html: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`].join("\n"),
  };
}

/** Where the web app shows one video. */
export function videoLink(appUrl: string, videoId: string): string {
  return `${appUrl}/videos?id=${encodeURIComponent(videoId)}`;
}
