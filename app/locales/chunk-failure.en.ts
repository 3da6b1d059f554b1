/** chunkFailure messages (en): the page a route's script could not be loaded for (utils/route-chunks.ts). */
export const chunkFailureEn = {
  title: "Loading chunk failed",
  type: "Type: {{type}}",
  missing: "This part of Promoreel is no longer on the server, most likely because a new version was just released. Reload the page to get the new version.",
  error: "This part of Promoreel could not be downloaded. Check your connection, then reload the page.",
  timeout: "This part of Promoreel took more than 2 minutes to download, so the page stopped waiting. Check your connection, then reload the page.",
  reload: "Reload",
};
