/**
 * Calls the server answers that `docs/api-v1.md` does not list yet (hosted forms, share links), in the contract's
 * own table format so the same reader takes them. They hold user data, so they are swept too; the report names
 * them so the contract can catch up.
 */
export const undocumentedCalls = `
## Hosted forms (under \`/api/v1/forms/\`)

| call | auth | body | data |
|---|---|---|---|
| \`POST /api/v1/forms\` | bearer | \`{ definition }\` | form view |
| \`PUT :id\` | bearer | \`{ definition }\` | form view |
| \`GET :id\` | none | none | form view |
| \`POST :id/responses\` | none | \`{ answers, hidden?, source?, medium?, response_id?, sandbox? }\` | |
| \`GET :id/responses.csv\` | bearer | none | CSV |

## Share links (under \`/api/v1/\`)

| call | auth | body | data |
|---|---|---|---|
| \`POST video/share\` | bearer | \`{ id, revoke? }\` | share |
| \`GET video/share\` | bearer | \`?id=\` | share |
| \`GET share/:token\` | none | none | shared video |
| \`POST share/:token/event\` | none | \`{ type }\` | |
| \`GET share/:token/video/:ratio\` | none | none | MP4 |
`;
