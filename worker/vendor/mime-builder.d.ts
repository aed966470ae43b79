// The Worker's view of worker/vendor/mime-builder.js as `npm run build` bundles it (scripts/worker-vendor.ts):
// mimetext's message builder.
export { createMimeMessage, Mailbox } from "mimetext/browser";
