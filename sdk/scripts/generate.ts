// npm run sdk:generate (from the repository root): the SDK's types, src/schema.ts, from the
// service's own OpenAPI document (built in-process, no server needed) by openapi-typescript.
// test/node/sdk-schema.test.ts fails when the committed file and the document disagree.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generateSchema } from "./schema";

const target = fileURLToPath(new URL("../src/schema.ts", import.meta.url));
writeFileSync(target, await generateSchema());
console.log(`wrote ${target}`);
