/**
 * The ids the API gives its records (products, scripts, videos, media): a screen checks one taken from an address or
 * a form before it calls the API with it, so a malformed id is a 404 or a refused form and never reaches a request.
 */
export const idPattern = /^[\w-]{1,64}$/;
