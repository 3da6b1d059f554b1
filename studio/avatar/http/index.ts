export { HttpAvatarProvider, type HttpAvatarProviderOptions } from "./http-avatar-provider";
export { httpAvatarConfigFromEnv, httpAvatarDefaults, httpAvatarEnvironment, type HttpAvatarConfig } from "./http-avatar-config";
export { withFallback } from "./with-fallback";
