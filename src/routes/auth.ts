// GET /auth/validate and POST /register-business (SPEC 4.1, CONTRACT 12).
import { registerBusiness } from "../business/register";
import { getBusinessProfile } from "../db/queries/businesses";
import { success } from "../lib/envelope";
import { ApiError } from "../lib/errors";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { businessProfile, registerBusinessBody, registeredBusiness } from "../schemas/business";
import { errorResponses, jsonBody, jsonResponse, successSchema } from "../schemas/common";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";

const validate = defineRoute("business", {
  method: "get",
  path: "/auth/validate",
  tags: ["Authentication"],
  summary: "Validate a business secret key",
  description: "Confirms the key and returns the business it belongs to.",
  responses: {
    200: jsonResponse(successSchema(businessProfile), "The key is valid."),
    ...errorResponses("forbidden"),
  },
});

const register = defineRoute("partner", {
  method: "post",
  path: "/register-business",
  tags: ["Authentication"],
  summary: "Register a business (partner key)",
  description:
    "Creates a business and its owner user. With `grant_access: admin` the response also carries the new business's API keys, shown this once. 409 when this partner already registered a business whose owner has the email (in any case); an email registered by another partner is no obstacle and the answer does not reveal it: the same person may own businesses of several partners, and the consent page asks which one when their password opens more than one.",
  request: { body: jsonBody(registerBusinessBody) },
  responses: {
    201: jsonResponse(successSchema(registeredBusiness), "The business was created."),
    ...errorResponses("invalid_request", "conflict", "payload_too_large"),
  },
});

export const authRouter = createRouter()
  .openapi(validate, async (c) => {
    const profile = await getBusinessProfile(c.get("db"), c.get("businessId"));
    if (!profile) throw new ApiError("invalid_api_key", "Invalid API key");
    return c.json(success("API key is valid", profile), 200);
  })
  .openapi(register, async (c) => {
    const planned = await registerBusiness(c.get("db"), c.req.valid("json"), c.get("credential").partnerId);
    return c.json(success("Business registered", await commit(writeContext(c), planned)), 201);
  });
