// The shared auth suite, part 3: key checks on a share of the business routes.
import { businessRoutes, keySuite, share } from "./auth-routes";

keySuite(share(businessRoutes, 2, 3));
