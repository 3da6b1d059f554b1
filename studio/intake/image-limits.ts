/**
 * The most pixels an image we decode may have: more than any product photo needs, and a decoded image this large
 * already takes about 200 MB. Kept apart from the code that measures images, so screens can show it without sharp.
 */
export const maxImagePixels = 50_000_000;
