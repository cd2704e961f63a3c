// Operator CLI (CONTRACT 12): partner keys, business keys and Developer API access,
// against local D1 (default) or the deployed database (--remote).
//
//   npm run operator -- partner:create --name "Acme Partners"
//   npm run operator -- partner:rotate-key --partner <uuid>
//   npm run operator -- business:list
//   npm run operator -- business:issue-keys --business <uuid>
//   npm run operator -- business:access --business <uuid> --off    (or --on)
//   npm run operator -- app:redirect-uris --business <uuid> --uri https://app.example.com/cb
//
// Secrets are printed once, as JSON, and stored only as hashes.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { issueBusinessKeys, issuePartnerKey } from "../src/db/queries/credentials";
import { businesses, partners } from "../src/db/schema";
import { unsafeText } from "../src/lib/body-fields";
import { nowIso } from "../src/lib/clock";
import { isUuid, newId } from "../src/lib/ids";
import { redirectUri } from "../src/oauth/authorization-request";
import { MAX_REDIRECT_URIS, replaceRedirectUris } from "../src/oauth/redirect-uris";
import { db, type Location, type Target, wranglerTarget } from "./lib/d1";

const USAGE = `usage: npm run operator -- <command> [options] [--remote] [--persist-to DIR]
commands:
  partner:create --name NAME            create a partner and print its key
  partner:rotate-key --partner UUID     issue a new partner key, revoking the old
  business:list                         list businesses with their access flag
  business:issue-keys --business UUID   issue a new key pair, revoking the old
  business:access --business UUID --on|--off
                                        turn Developer API access on or off
  app:redirect-uris --business UUID [--uri URI ...]
                                        set the app's exact redirect URIs (none: clear)`;

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

function requireUuid(value: string | undefined, flag: string): string {
  if (!value || !isUuid(value)) fail(`--${flag} must be a uuid`);
  return value;
}

async function requireExisting(table: typeof businesses | typeof partners, id: string, target: Target, what: string) {
  if ((await target.select(db.select({ id: table.id }).from(table).where(eq(table.id, id)))).length === 0) {
    fail(`no ${what} with uuid ${id}`);
  }
}

const OPTIONS = {
  name: { type: "string" },
  partner: { type: "string" },
  business: { type: "string" },
  on: { type: "boolean" },
  off: { type: "boolean" },
  uri: { type: "string", multiple: true },
  remote: { type: "boolean", default: false },
  "persist-to": { type: "string" },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (err) {
    fail((err as Error).message);
  }
}

/**
 * Runs one command. `connect` turns --remote / --persist-to into a Target: wrangler
 * for operators, a D1 binding in tests.
 */
export async function runOperator(
  argv: string[],
  connect: (where: Location) => Target = wranglerTarget,
): Promise<unknown> {
  const { positionals, values } = parse(argv);
  const target = connect({ remote: values.remote ?? false, persistTo: values["persist-to"] });
  const command = positionals[0];

  switch (command) {
    case "partner:create": {
      const name = values.name?.trim();
      if (!name) fail("--name is required");
      const unsafe = unsafeText(name)[0];
      if (unsafe) fail(`--name holds ${unsafe.char}, a control or bidirectional-override character; remove it`);
      if (name.length > 200) fail("--name is longer than 200 characters");
      const id = newId();
      const now = nowIso();
      const issued = await issuePartnerKey(db, id);
      await target.execute([
        db.insert(partners).values({ id, name, createdAt: now, updatedAt: now }),
        ...issued.statements,
      ]);
      return { partner_uuid: id, name, partner_key: issued.key };
    }
    case "partner:rotate-key": {
      const id = requireUuid(values.partner, "partner");
      await requireExisting(partners, id, target, "partner");
      const issued = await issuePartnerKey(db, id);
      await target.execute([...issued.statements]);
      return { partner_uuid: id, partner_key: issued.key };
    }
    case "business:list":
      // wrangler returns raw column names, so select whole columns rather than aliases.
      return (
        await target.select<{ id: string; name: string; email: string; api_access: number }>(
          db
            .select({
              id: businesses.id,
              name: businesses.name,
              email: businesses.email,
              apiAccess: businesses.apiAccess,
            })
            .from(businesses)
            .orderBy(businesses.createdAt),
        )
      ).map((row) => ({ uuid: row.id, name: row.name, email: row.email, api_access: Boolean(row.api_access) }));
    case "business:issue-keys": {
      const id = requireUuid(values.business, "business");
      await requireExisting(businesses, id, target, "business");
      const issued = await issueBusinessKeys(db, id);
      await target.execute([...issued.statements]);
      return { business_uuid: id, business_public_key: issued.publicKey, business_secret_key: issued.secretKey };
    }
    case "business:access": {
      const id = requireUuid(values.business, "business");
      if (values.on === values.off) fail("give exactly one of --on and --off");
      await requireExisting(businesses, id, target, "business");
      const apiAccess = Boolean(values.on);
      await target.execute([
        db.update(businesses).set({ apiAccess, updatedAt: nowIso() }).where(eq(businesses.id, id)),
      ]);
      return { business_uuid: id, api_access: apiAccess };
    }
    case "app:redirect-uris": {
      const id = requireUuid(values.business, "business");
      const uris = values.uri ?? [];
      if (uris.length > MAX_REDIRECT_URIS) fail(`at most ${MAX_REDIRECT_URIS} redirect URIs`);
      for (const uri of uris) {
        const checked = redirectUri.safeParse(uri);
        if (!checked.success) fail(`--uri ${uri}: ${checked.error.issues[0]!.message}`);
      }
      await requireExisting(businesses, id, target, "business");
      const planned = replaceRedirectUris(db, id, uris);
      await target.execute(planned.statements);
      return { business_uuid: id, redirect_uris: [...new Set(uris)].sort() };
    }
    default:
      fail(command ? `unknown command ${command}` : "a command is required");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(JSON.stringify(await runOperator(process.argv.slice(2)), null, 2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
}
