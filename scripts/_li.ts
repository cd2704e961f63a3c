import { findLineItems } from "../src/extraction/grammar/line-items";
for (const p of process.argv.slice(2)) console.log(JSON.stringify(p), JSON.stringify(findLineItems(p).map((i) => [i.description, i.quantity, i.unit_price])));
