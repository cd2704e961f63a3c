// The shared auth suite, part 2: key checks on a share of the business routes.
import { businessRoutes, keySuite, share } from "./auth-routes";

keySuite(share(businessRoutes, 1, 3));
