// Types for demo/attachments-dir.mjs.

/**
 * The folder the demo back-end serves at /Attachments/ and the build reads the demo's uploads from:
 * DEMO_ATTACHMENTS if set, else the real-kind uploads for DEMO_PHOTOS=real (or real,broken), else demo/attachments.
 */
export function attachmentsDir(
  env?: Record<string, string | undefined>,
  root?: string,
  o?: { log?: (msg: string) => void },
): Promise<string>;
