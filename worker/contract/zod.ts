import { z } from "zod";

/**
 * zod, as every schema of the contract imports it. Parsing runs in zod's interpreter, not its JIT: the JIT builds
 * functions with `new Function`, which the site's Content-Security-Policy (no 'unsafe-eval') refuses in the
 * browser, and merely probing for it is reported as a policy violation. Workers refuse it as well.
 */
z.config({ jitless: true });

export { z };
