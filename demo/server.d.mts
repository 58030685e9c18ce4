// Types for demo/server.mjs (the demo back-end), so TypeScript tests and scripts can import it.

/** The ways a failing call fails (demo/server.mjs explains each). */
export type FailShape = 'contract' | 'http-500' | 'empty' | 'not-success' | 'invalid-json' | 'garbage' | 'hang' | 'reset';
export const FAIL_SHAPES: FailShape[];

export interface DemoServerOptions {
  /** Port to listen on; 0 (default) picks a free port. The CLI reads PORT (default 5180). */
  port?: number;
  /** Interface to bind; default '127.0.0.1'. The CLI reads HOST. */
  host?: string;
  /** Folder of `{Operation}.json` fixture files (env DEMO_FIXTURES; default demo/fixtures). */
  fixtures?: string;
  /** Delay in ms before every API answer (env DEMO_DELAY_MS). */
  delayMs?: number;
  /**
   * Answer API calls with the real back-end's failure shape (env DEMO_FAIL):
   * 'all', a share such as '0.3', or a comma list of operation names ('GetSliderList,GetNewsList'),
   * each optionally with its own shape ('GetNoticeList=hang,GetNewsList=http-500').
   */
  fail?: string | number | boolean;
  /** How failing calls fail when fail names no shape (env DEMO_FAIL_SHAPE; default 'contract'): FAIL_SHAPES. */
  failShape?: FailShape;
  /** Built site served at / with SPA fallback to index.html (env DEMO_STATIC). */
  staticDir?: string;
  /** Where submissions are appended as JSON lines (env DEMO_DATA; default demo/data). */
  dataDir?: string;
  /** Folder served at /Attachments/ (env DEMO_ATTACHMENTS; default demo/attachments). */
  attachmentsDir?: string;
  /**
   * 'real': serve uploads of the real kind (3-5 MB camera JPEGs with GPS, PNG posters; demo/real-photos.mjs)
   * in place of demo/attachments; 'real,broken': with the four bad uploads of BROKEN_UPLOADS (env DEMO_PHOTOS).
   * attachmentsDir or DEMO_ATTACHMENTS win over it.
   */
  photos?: string;
  /** 'years': a school after a few years on its ERP (DEMO_CONTENT; demo/years-content.mjs). */
  content?: string;
  /** Form schemas /api/forms/{name} accepts and checks submissions against (default schemas/forms). */
  formsDir?: string;
  /** PassKey FeedbackSuggestion expects (env DEMO_PASSKEY; default DEMO_FEEDBACK_PASS_KEY of demo/erp-constants.mjs). */
  passKey?: string;
  /** PassKey v1/Student/TCCC_Request expects (env DEMO_TC_PASSKEY; default DEMO_TC_PASS_KEY). */
  tcPassKey?: string;
  /** Key of SaveAlumni's HashData (env DEMO_ALUMNI_HASH_KEY; default DEMO_ALUMNI_HASH_KEY). */
  alumniHashKey?: string;
  /** Extra headers added to every response. */
  headers?: Record<string, string>;
  /** One log line per request (env DEMO_LOG=1). */
  log?: boolean;
  /** Host names answered besides loopback and the bound address (env DEMO_ALLOWED_HOSTS, comma list). */
  allowedHosts?: string[];
  /** Open connections at most (default 256). */
  maxConnections?: number;
  /** A client's headers must arrive within this (default 15 000 ms). */
  headersTimeoutMs?: number;
  /** A whole request must arrive within this (default 120 000 ms). */
  requestTimeoutMs?: number;
  /** Submissions' Idempotency-Keys remembered at most (default 1 000, the oldest forgotten first). */
  idempotencyMax?: number;
  /** How long an Idempotency-Key is remembered (default a day). */
  idempotencyMaxAgeMs?: number;
}

export interface DemoServer {
  /** Base URL, e.g. 'http://127.0.0.1:5180' (no trailing slash). */
  url: string;
  port: number;
  /** The effective options (after env and defaults). */
  options: Required<
    Pick<DemoServerOptions, 'host' | 'fixtures' | 'dataDir' | 'attachmentsDir' | 'passKey' | 'tcPassKey' | 'alumniHashKey'>
  > &
    DemoServerOptions;
  /** Change options while running, e.g. `update({ fail: 'all' })`. */
  update(partial: Partial<DemoServerOptions>): void;
  /** Stop listening and drop open connections (including hanging requests). */
  close(): Promise<void>;
}

export function startDemoServer(opts?: DemoServerOptions): Promise<DemoServer>;

export interface OperationSpec {
  /** Body when the fixture file is missing (the real back-end's no-data answer). */
  empty: unknown;
  /** The real back-end's failure answer. */
  fail: { status: number; body: unknown };
}
/** Every operation the demo answers from fixtures, keyed by fixture base name (General's by their name, others' as 'Admin.GetBirthDayList', 'Academic.GetCasteList'). */
export const OPERATIONS: Record<string, OperationSpec>;

export function parseMultipart(
  buf: Buffer,
  boundary: string | null,
): { name: string; filename?: string; type?: string; body: Buffer }[] | null;
/** The ERP's form endpoints by the names DEMO_FAIL and .hang/.status files use: 'Home.SaveReg', 'Student.TCCC_Request', 'SaveAlumni'. */
export const ERP_FORM_OPERATIONS: string[];

/** Headers on an ERP file that is not an image: bytes (octet-stream) to download, sandboxed (docs/deployment.md). */
export const DOWNLOAD_HEADERS: Record<string, string>;
/** Headers on an ERP SVG: an image type for <img>, otherwise the download's headers. */
export const SVG_HEADERS: Record<string, string>;
/** 'br' or 'gzip' when an Accept-Encoding header accepts it (brotli first), else null. */
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
