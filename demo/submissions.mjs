// The submissions the demo back-end recorded, read on this machine. They hold what families typed
// (names, phone numbers, messages), so the server never lists them over the network: its
// /api/forms/{name} only takes a submission.
//   node demo/submissions.mjs                 which forms have submissions, and how many
//   node demo/submissions.mjs <form>          that form's submissions, one JSON object per line
//                                             (the ERP's endpoints record as erp-admission-inquiry,
//                                             erp-transfer-certificate, erp-alumni: ERP_RECORDS of
//                                             demo/erp-constants.mjs; their files are in uploads/)
//   DEMO_DATA=<folder>                        another data folder (default demo/data)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DATA_DIR = path.join(HERE, 'data');

/** The recorded submissions of one form ([] when none): feedback, contact, erp-admission-inquiry… */
export function readSubmissions(dataDir, name) {
  let text;
  try {
    text = fs.readFileSync(path.join(dataDir, `${name}.jsonl`), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const dataDir = process.env.DEMO_DATA ? path.resolve(process.env.DEMO_DATA) : DEFAULT_DATA_DIR;
  const name = process.argv[2];
  if (!name) {
    const files = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((f) => f.endsWith('.jsonl')) : [];
    if (!files.length) console.log(`No submissions recorded in ${dataDir}.`);
    for (const f of files) console.log(`${f.replace(/\.jsonl$/, '')}: ${readSubmissions(dataDir, f.replace(/\.jsonl$/, '')).length}`);
  } else if (!/^[a-z0-9-]+$/.test(name)) {
    console.error(`"${name}" is not a form name (lower-case letters, digits and dashes).`);
    process.exit(2);
  } else {
    for (const r of readSubmissions(dataDir, name)) console.log(JSON.stringify(r));
  }
}
