/** Where the API is mounted; file URLs in responses are built from it. */
export const apiBasePath = "/api/v1";
