// A stand-in for the school ERP's form endpoints in the browser (Playwright routes on the
// context), answering as ../shared/contract/ERP-FORMS.md says: the three lists (§5) and the three
// submissions (§1-3). The demo back-end implements these endpoints itself (issue 31, branch
// i31-demo); until it does, the browser tests of forms that go to the ERP answer them here, and
// read what the page sent from `requests`, part by part.

/** The lists as the ERP gives them: the SPEC's class names, so a test picks a class by its name. */
export const CLASSES = [
  { ClassId: 101, Name: 'PG', OrderNo: 1 },
  { ClassId: 102, Name: 'NUR', OrderNo: 2 },
  { ClassId: 103, Name: 'LKG', OrderNo: 3 },
  { ClassId: 104, Name: 'UKG', OrderNo: 4 },
];
export const DOCUMENT_TYPES = [
  { DocumentTypeId: 7, Name: 'Birth Certificate', OrderNo: 1 },
  { DocumentTypeId: 8, Name: 'Citizenship', OrderNo: 2 },
];

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
export async function standInErp(context, { classes = CLASSES, castes = [], documentTypes = DOCUMENT_TYPES, answer } = {}) {
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
