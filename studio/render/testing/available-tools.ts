/** For the media tests: which real tools are installed, so a machine without them skips with a reason. */
import { findExecutable, mediaToolsFromEnv } from "../media-tools";

const tools = mediaToolsFromEnv();
export const hasFfmpeg = Boolean(findExecutable(tools.ffmpegPath) && findExecutable(tools.ffprobePath));
export const hasFestival = Boolean(findExecutable(process.env.FESTIVAL_PATH || "festival"));
