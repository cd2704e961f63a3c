-- At most 16 webhook endpoints per business (MAX_ENDPOINTS in src/webhooks/endpoints.ts).
-- The command counts before it inserts, but two creates at once could both count 15; the
-- trigger makes the limit part of the insert itself, so the second batch fails whole.
CREATE TRIGGER `webhook_endpoints_limit` BEFORE INSERT ON `webhook_endpoints`
WHEN (SELECT count(*) FROM `webhook_endpoints` WHERE `business_id` = NEW.business_id) >= 16
BEGIN
  SELECT RAISE(ABORT, 'webhook endpoint limit: a business has at most 16 endpoints');
END;
