// What a school must not put live: the demo's stand-ins in site.config.json (the ERP login links on
// erp.example.edu.np, the demo's keys for the feedback, the transfer-certificate request and the
// alumni registration). `npm run build` for production refuses them (scripts/validate.ts with
// NODE_ENV=production or --production); `npm start`, `npm run demo` and the tests run on them.

/** The demo's own keys, by setting, with what belongs there instead. */
const DEMO_KEYS = {
  feedbackPassKey: { demo: 'demo-pass-key', what: "the PassKey the school's ERP gave for the feedback form" },
  tcPassKey: { demo: 'demo-tc-pass-key', what: "the PassKey the school's ERP expects with a transfer-certificate request (TCCC_Request)" },
  alumniHashKey: { demo: 'demo-alumni-hash-key', what: "the key the school's ERP checks an alumni registration's HashData with" },
} as const;
const EXAMPLE_HOST = /^https?:\/\/([^/]+\.)?example\.(com|org|net|edu\.np)(\/|$)/i;

interface ConfigLike {
  site?: { erpLogin?: Record<string, unknown> } & Partial<Record<keyof typeof DEMO_KEYS, unknown>>;
}

/** Each placeholder as "key: what it holds; what to put there", in the config's order; [] when none. */
export function placeholderProblems(config: ConfigLike): string[] {
  const out: string[] = [];
  for (const [role, url] of Object.entries(config.site?.erpLogin ?? {})) {
    if (typeof url === 'string' && EXAMPLE_HOST.test(url))
      out.push(`site.erpLogin.${role}: "${url}" is the demo's link; put the school's ERP login address for ${role}s there`);
  }
  for (const [name, { demo, what }] of Object.entries(DEMO_KEYS)) {
    const key = config.site?.[name as keyof typeof DEMO_KEYS];
    if (typeof key === 'string' && (key === demo || key.trim() === ''))
      out.push(`site.${name}: "${key}" is the demo's ${name === 'feedbackPassKey' ? 'PassKey' : 'key'}; put ${what} there`);
  }
  return out;
}
