// Kind 'erp-enquiry': the admission inquiry into the ERP, POST Home/SaveReg (contract §1): one
// multipart request with the part jsonData (the AddmissionEnquiry object), the photo as the part
// "photo" and each document as file0…fileN, file i belonging to AttachmentColl[i]. The answer
// carries the registration number the parent keeps.
import { dataUrlToBlob } from '../core/files';
import { postToErp } from './erp-post';
import { prepareErp, type ErpSend } from './erp-request';
import type { DeliveryResult } from './types';

/** The request's body: jsonData first, then the file parts in the mapping's order. */
export function enquiryBody(object: Record<string, unknown>, files: { part: string; dataUrl: string }[]): FormData {
  const form = new FormData();
  form.append('jsonData', JSON.stringify(object));
  for (const f of files) {
    const file = dataUrlToBlob(f.dataUrl);
    if (file) form.append(f.part, file.blob, file.name);
  }
  return form;
}

export async function sendErpEnquiry(data: unknown, send: ErpSend, submissionId?: string): Promise<DeliveryResult> {
  const prepared = await prepareErp(send, data);
  if ('result' in prepared) return prepared.result;
  const { object, files } = prepared.mapped;
  return postToErp('erp-enquiry', send.plan.object.endpoint, enquiryBody(object, files), { submissionId });
}
