// What a school must not put live: the demo's stand-ins in site.config.json (the ERP login links on
// erp.example.edu.np, the demo feedback PassKey). `npm run build` for production refuses them
// (scripts/validate.ts with NODE_ENV=production or --production); `npm start`, `npm run demo` and
// the tests run on them.

/** The demo's own values: a key holding one of them is not the school's yet. */
const DEMO_PASSKEY = 'demo-pass-key';
const EXAMPLE_HOST = /^https?:\/\/([^/]+\.)?example\.(com|org|net|edu\.np)(\/|$)/i;

interface ConfigLike {
  site?: { erpLogin?: Record<string, unknown>; feedbackPassKey?: unknown };
}

/** Each placeholder as "key: what it holds; what to put there", in the config's order; [] when none. */
export function placeholderProblems(config: ConfigLike): string[] {
  const out: string[] = [];
  for (const [role, url] of Object.entries(config.site?.erpLogin ?? {})) {
    if (typeof url === 'string' && EXAMPLE_HOST.test(url))
      out.push(`site.erpLogin.${role}: "${url}" is the demo's link; put the school's ERP login address for ${role}s there`);
  }
  const key = config.site?.feedbackPassKey;
  if (typeof key === 'string' && (key === DEMO_PASSKEY || key.trim() === ''))
    out.push(`site.feedbackPassKey: "${key}" is the demo's PassKey; put the PassKey the school's ERP gave for the feedback form there`);
  return out;
}
