// Kind 'erp-tc': a transfer-certificate request into the ERP, POST v1/Student/TCCC_Request as JSON
// { PassKey, RegdNo, DOB, ContactNo, BoardRegNo } (contract §2). PassKey is site.tcPassKey, a key
// the ERP fixes and anyone can read (docs/deployment.md). The ERP has no OTP: when the config
// names an OTP service, its token goes with the request (header x-otp-token) for the school's
// proxy to check.
import { postToErp } from './erp-post';
import { prepareErp, type ErpSend } from './erp-request';
import type { DeliveryResult } from './types';

export async function sendErpTc(
  data: unknown,
  send: ErpSend,
  passKey: string | undefined,
  submissionId?: string,
  otpToken?: string,
): Promise<DeliveryResult> {
  if (!passKey) return { ok: false, kind: 'erp-tc', problem: 'no site.tcPassKey' };
  const prepared = await prepareErp(send, data);
  if ('result' in prepared) return prepared.result;
  return postToErp(
    'erp-tc',
    send.plan.object.endpoint,
    { PassKey: passKey, ...prepared.mapped.object },
    { submissionId, headers: otpToken ? { 'x-otp-token': otpToken } : {} },
  );
}
