/**
 * The SDK's demo pages (embed-sdk/demo/{name}.html) at /embed-demo/{name}.html. Each one is sent with a strict
 * nonce-based Content-Security-Policy, the nonce filled in where the page says `{{nonce}}`: the demos prove the SDK
 * works on a site that allows no inline script or style without it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Router } from "express";

const demoName = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * No 'unsafe-inline' anywhere; scripts only by nonce (and what they load, through 'strict-dynamic'). Frames may come
 * from this server under either of its local names, so a demo can show a form on another origin than the page.
 */
export function demoPagePolicy(nonce: string, port: number | undefined) {
  const sameServer = port ? ` http://localhost:${port} http://127.0.0.1:${port}` : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `frame-src 'self'${sameServer}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function embedDemoPages({ demoDir }: { demoDir: string }) {
  const router = Router();
  router.get("/embed-demo/:page", async (req, res, next) => {
    try {
      const name = req.params.page?.replace(/\.html$/, "") ?? "";
      if (!req.params.page?.endsWith(".html") || !demoName.test(name)) {
        res.sendStatus(404);
        return;
      }
      const html = await readFile(path.join(demoDir, `${name}.html`), "utf8").catch(() => undefined);
      if (html === undefined) {
        res.sendStatus(404);
        return;
      }
      const nonce = res.locals.cspNonce as string;
      res.setHeader("Content-Security-Policy", demoPagePolicy(nonce, req.socket.localPort));
      // A nonce is only worth something if it is used once: never cache the page.
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(html.replaceAll("{{nonce}}", nonce));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
