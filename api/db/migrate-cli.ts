/** `npm run migrate`: brings the configured database to the latest schema and exits. */
import { createApi, ConfigError, logger, readApiConfig } from "../index";

async function main() {
  const api = await createApi(readApiConfig(process.env));
  try {
    await api.migrate();
    logger.info("database is up to date");
  } finally {
    await api.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
