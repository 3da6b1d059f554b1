export { readApiConfig, apiConfigVariables, type ApiConfig } from "./config";
export { ConfigError } from "./contract/config";
export { devSecret } from "./lib/dev-secret";
export { logger } from "./lib/logger";
export { createApi, type Api } from "./app";
