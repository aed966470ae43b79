/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public origin, fixed at build time (vite.config.ts). */
  readonly VITE_SITE_ORIGIN: string;
}
