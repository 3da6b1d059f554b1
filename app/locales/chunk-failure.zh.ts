import type { chunkFailureEn } from "./chunk-failure.en";

/** chunkFailure messages (zh): the page a route's script could not be loaded for (utils/route-chunks.ts). */
export const chunkFailureZh: typeof chunkFailureEn = {
  title: "页面代码加载失败",
  type: "类型：{{type}}",
  missing: "服务器上已没有 Promoreel 的这部分内容，很可能是刚刚发布了新版本。请重新加载页面以使用新版本。",
  error: "无法下载 Promoreel 的这部分内容。请检查网络连接，然后重新加载页面。",
  timeout: "Promoreel 的这部分内容下载超过 2 分钟，页面已停止等待。请检查网络连接，然后重新加载页面。",
  reload: "重新加载",
};
