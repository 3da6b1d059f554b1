/**
 * The local server speaking TikTok's, Google's (YouTube) and Instagram's protocols on one port, for an app server
 * started with TIKTOK_/YOUTUBE_/INSTAGRAM_ *_AUTH_ORIGIN and *_API_ORIGIN pointing at it and the client ids and
 * secrets of `socialTestClients` (api/social/platforms/testing/social-server.ts, which lists its control calls).
 * Run with tsx as one of Playwright's web servers: SOCIAL_PORT is its port; GET /healthz answers when it is up.
 */
import { startSocialPlatformServer } from "../../../api/social/platforms/testing/social-server";

const server = await startSocialPlatformServer({ port: Number(process.env.SOCIAL_PORT) });

const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
