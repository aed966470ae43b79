// The Worker's view of worker/vendor/common-passwords.js as `npm run build` bundles it (scripts/worker-vendor.ts):
// zxcvbn-ts's list of common passwords.
declare const commonPasswords: string[];
export default commonPasswords;
