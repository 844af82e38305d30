/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API for split deployments; '' (default) means the same origin as the web app. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
