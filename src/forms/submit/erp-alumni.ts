// Kind 'erp-alumni': an alumni registration into the ERP, POST v1/General/SaveAlumni (contract §3):
// multipart with the part paraDataColl (the AlumniReg object, its member HashData the upper-case
// hex HMAC-SHA512 of "FullName,Contact,Email" as sent, under site.alumniHashKey: erp/hmac.ts) and
// the files under the part names the ERP reads (ProfilePhoto…). The ERP compares para.HashData,
// read from paraDataColl (GeneralController.SaveAlumni); a HashData part of its own is not read,
// so none is sent.
import { dataUrlToBlob } from '../core/files';
import { erpHashData, hashMessage } from '../erp/hmac';
import { postToErp } from './erp-post';
import { prepareErp, type ErpSend } from './erp-request';
import type { DeliveryResult } from './types';

export async function alumniBody(
  object: Record<string, unknown>,
  files: { part: string; dataUrl: string }[],
  hashKey: string,
): Promise<FormData> {
  const hash = await erpHashData(hashKey, hashMessage(object));
  const form = new FormData();
  form.append('paraDataColl', JSON.stringify({ ...object, HashData: hash }));
  for (const f of files) {
    const file = dataUrlToBlob(f.dataUrl);
    if (file) form.append(f.part, file.blob, file.name);
  }
  return form;
}

export async function sendErpAlumni(
  data: unknown,
  send: ErpSend,
  hashKey: string | undefined,
  submissionId?: string,
): Promise<DeliveryResult> {
  if (!hashKey) return { ok: false, kind: 'erp-alumni', problem: 'no site.alumniHashKey' };
  const prepared = await prepareErp(send, data);
  if ('result' in prepared) return prepared.result;
  let body: FormData;
  try {
    body = await alumniBody(prepared.mapped.object, prepared.mapped.files, hashKey);
  } catch {
    return { ok: false, kind: 'erp-alumni', problem: 'no-crypto' };
  }
  return postToErp('erp-alumni', send.plan.object.endpoint, body, { submissionId });
}
