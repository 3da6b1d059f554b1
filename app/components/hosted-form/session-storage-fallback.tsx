import { useNonce } from "~/utils/nonce";

/**
 * In another site's iframe a browser that blocks third-party storage throws on every touch of `sessionStorage`.
 * Remix keeps its scroll positions and route-discovery bookkeeping there, so its inline scroll script would throw
 * and a fetcher's submission would fail. This runs first and, only where storage is refused, puts an in-memory
 * stand-in in its place for the life of the page: nothing needs to outlive it inside a form.
 */
const fallbackScript = `(function () {
  try { window.sessionStorage.getItem("promoreel"); return; } catch (refused) {}
  var items = new Map();
  var memory = {
    getItem: function (key) { return items.has(String(key)) ? items.get(String(key)) : null; },
    setItem: function (key, value) { items.set(String(key), String(value)); },
    removeItem: function (key) { items.delete(String(key)); },
    clear: function () { items.clear(); },
    key: function (index) { var keys = Array.from(items.keys()); return index < keys.length ? keys[index] : null; },
    get length() { return items.size; }
  };
  Object.defineProperty(window, "sessionStorage", { value: memory, configurable: true });
})();`;

export function SessionStorageFallback() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fallbackScript }} />;
}
