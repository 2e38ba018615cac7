/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_HOST?: string;
  readonly VITE_UPLOAD_URL?: string;
  readonly VITE_UPLOAD_PRESET_PROPERTIES?: string;
  readonly VITE_UPLOAD_PRESET_LANDS?: string;
  readonly VITE_UPLOAD_PRESET_RESUMES?: string;
  readonly VITE_EMAIL_URL?: string;
  readonly VITE_EMAIL_SERVICE_ID?: string;
  readonly VITE_EMAIL_TEMPLATE_ID?: string;
  readonly VITE_EMAIL_USER_ID?: string;
  readonly VITE_FILES_ORIGIN?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_IMAGE_CDN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
