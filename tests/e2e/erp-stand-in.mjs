// A stand-in for the school ERP's form endpoints in the browser (Playwright routes on the
// context), answering as ../shared/contract/ERP-FORMS.md says: the three lists (§5) and the three
// submissions (§1-3). The browser tests of forms that go to the ERP read what the page sent from
// `requests`, part by part.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lists as the demo back-end gives them (demo/fixtures), which the pages were built with: by
 * default the stand-in answers the same, so the form a page was built with and the lists the page
 * refreshes agree, as with a school's ERP (a test picks a class by its name, the request carries
 * its id in this list).
 */
const demoList = (name) => JSON.parse(readFileSync(join(import.meta.dirname, '../../demo/fixtures', `${name}.json`), 'utf8'));
export const CLASSES = demoList('Academic.ClassListForReg').DataColl;
export const CASTES = demoList('Academic.GetCasteList');
export const DOCUMENT_TYPES = demoList('GetAllDocumentType').DataColl;

/** A multipart body's parts: name, file name, type and text. */
export function multipartParts(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) return [];
  const parts = [];
  for (const chunk of body.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`)) {
    const at = chunk.indexOf('\r\n\r\n');
    if (at < 0) continue;
    const head = chunk.slice(0, at);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name === undefined) continue;
    const raw = chunk.slice(at + 4).replace(/\r\n$/, '');
    parts.push({
      name,
      filename: /filename="([^"]*)"/.exec(head)?.[1],
      type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      text: Buffer.from(raw, 'latin1').toString('utf8'),
      size: Buffer.byteLength(raw, 'latin1'),
    });
  }
  return parts;
}

/**
 * Routes the ERP's endpoints on `context`; `answer(path, request)` may give the submission's answer
 * (default: accepted, with a registration number in parentheses). Returns the submissions the ERP
 * got: { path, headers, json (a JSON body), parts (a multipart body) }; set its `unreachable` to
 * refuse the connection (Playwright's routes answer even with the context offline), and read every
 * try in its `attempts`.
 */
export async function standInErp(context, { classes = CLASSES, castes = CASTES, documentTypes = DOCUMENT_TYPES, answer } = {}) {
  const requests = [];
  /** While true, a submission never reaches the stand-in (as with no connection); `attempts` counts every try. */
  requests.unreachable = false;
  requests.attempts = [];
  const list = (body) => (route) => route.fulfill({ json: body });
  await context.route(
    '**/v1/Academic/ClassListForReg',
    list({ ResMSG: 'Success', ResStatus: true, TotalRows: classes.length, DataColl: classes }),
  );
  await context.route('**/v1/Academic/GetCasteList', list(castes));
  await context.route('**/v1/General/GetAllDocumentType', list({ IsSuccess: true, ResponseMSG: 'Success', DataColl: documentTypes }));
  await context.route(/\/(Home\/SaveReg|v1\/Student\/TCCC_Request|v1\/General\/SaveAlumni)$/, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const headers = request.headers();
    requests.attempts.push({ path, key: headers['idempotency-key'] });
    if (requests.unreachable) return route.abort('internetdisconnected');
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const type = headers['content-type'] ?? '';
    requests.push({
      path,
      headers,
      json: type.startsWith('application/json') ? JSON.parse(body.toString('utf8')) : undefined,
      parts: type.startsWith('multipart/form-data') ? multipartParts(body, type) : undefined,
    });
    await route.fulfill({
      json: answer?.(path, request) ?? { IsSuccess: true, ResponseMSG: `Saved successfully (REG-${requests.length})` },
    });
  });
  return requests;
}

/** A part's JSON (jsonData, paraDataColl). */
export const partJson = (request, name) => JSON.parse(request.parts.find((p) => p.name === name).text);
