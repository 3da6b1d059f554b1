/**
 * An S3-protocol server on loopback for tests (s3rver, in-process, files in a temporary folder). It checks no
 * credentials, so tests prove what the client stores and reads, never authentication.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StoreConfig } from "../storage/s3-media-store";

export interface TestS3Server {
  config: S3StoreConfig;
  /** The variables that point the API at this server. */
  env: Record<string, string>;
  /** Where the server keeps its objects (outside any DATA_DIR). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "promoreel-test"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "promoreel-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    config: { bucket, endpoint, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true, checksum: "when_required" },
    env,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
