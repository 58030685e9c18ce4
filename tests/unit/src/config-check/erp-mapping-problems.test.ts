// @vitest-environment node
// `npm run validate` on the forms' mappings to the ERP (src/config-check/erp-mapping-problems.ts) and on
// the config that delivers forms to the ERP (src/config-check/erp-delivery-rules.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFormSchemas, formErpMappings, formFieldsNotMapped } from '@src/config-check/check-form-schemas';
import { crossOriginApiProblems } from '@src/config-check/erp-delivery-rules';
import { erpMappingProblems } from '@src/config-check/erp-mapping-problems';
import { parseSiteConfig } from '@src/config-check/parse-site-config';
import { placeholderProblems } from '@src/config-check/placeholders';

const dir = join(import.meta.dirname, '../../../../schemas/forms');
const root = join(import.meta.dirname, '../../../..');
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'erp-mapping-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problems = (form: string, mapping: unknown) =>
  erpMappingProblems(form, mapping, read(`${form}.schema.json`), read(`${form}.ui.json`));

describe('a form mapping to the ERP', () => {
  it.each(['admission-inquiry', 'transfer-certificate', 'alumni'])(
    'the shipped %s mapping is sound, and maps or lists every field',
    (form) => {
      expect(problems(form, read(`${form}.erp.json`))).toEqual([]);
      expect(formFieldsNotMapped(dir).filter((p) => p.startsWith(`${form}:`))).toEqual([]);
    },
  );

  it('refuses a field the ERP object does not have, with the nearest name', () => {
    const m = read('admission-inquiry.erp.json');
    m.fields.FristName = 'personal.firstName';
    expect(problems('admission-inquiry', m)).toEqual([
      '✗ schemas/forms/admission-inquiry.erp.json fields.FristName: expected a field of the ERP\'s AddmissionEnquiry, found "FristName".\n  hint: did you mean "FirstName"?',
    ]);
  });

  it('refuses the fields that raise an invoice, and those the ERP or the site fill, saying why', () => {
    const m = read('admission-inquiry.erp.json');
    m.fields.FormSale = { value: true };
    m.fields.FeeItemColl = 'personal.firstName';
    m.fields.EnquiryId = { value: 3 };
    const out = problems('admission-inquiry', m);
    expect(out).toHaveLength(3);
    expect(out[0]).toContain(
      'fields.FormSale: expected a field the site may send to AddmissionEnquiry, found "FormSale".\n  hint: FormSale makes the ERP raise a sales invoice',
    );
    expect(out[1]).toContain('FeeItemColl makes the ERP raise a sales invoice');
    expect(out[2]).toContain('EnquiryId the ERP sets it itself');
    const tc = read('transfer-certificate.erp.json');
    tc.fields.PassKey = 'admissionNumber';
    expect(problems('transfer-certificate', tc)[0]).toContain('the site fills PassKey itself (from site.config.json)');
  });

  it('refuses a required ERP field left unmapped', () => {
    const m = read('transfer-certificate.erp.json');
    delete m.fields.RegdNo;
    expect(problems('transfer-certificate', m)).toEqual([
      '✗ schemas/forms/transfer-certificate.erp.json fields: expected RegdNo mapped: the ERP refuses TCCCRequest without it, found no mapping for it.\n  hint: add "RegdNo": "<the form field that holds it>"',
    ]);
  });

  it('refuses a source the form does not have, or of the wrong kind for the ERP field', () => {
    const m = read('admission-inquiry.erp.json');
    m.fields.FirstName = 'personal.fristName';
    m.fields.ContactNo = 'personal.email'; // not a phone field
    m.fields.DOB = 'personal.birthCertificateNo'; // not a BS date
    m.fields.ClassId = { from: 'personal.course', values: { LKG: 3 } }; // ids come from the list
    m.fields.Gender = { from: 'personal.gender', values: { male: 1, female: '2' } };
    m.files.ProfilePhoto = 'personal.photo';
    const out = problems('admission-inquiry', m).map((p) => p.split('\n')[0].replace('✗ schemas/forms/admission-inquiry.erp.json ', ''));
    expect(out).toEqual([
      'fields.FirstName: expected a field of the form, found "personal.fristName".',
      'fields.Gender.values.female: expected a whole number for Gender, found "2".',
      'fields.Gender.values: expected a value for every option of personal.gender, found none for "other".',
      'fields.DOB: expected a BS date field ("ui:widget": "bs-date"): DOB takes a date, sent as its AD date, found "personal.birthCertificateNo".',
      `fields.ContactNo: expected a phone field ("ui:options": { "phone": … }): ContactNo takes a phone number in the ERP's form, found "personal.email".`,
      'fields.ClassId.values: expected no table: ClassId takes the ids of the ERP\'s list "classes", which the form offers as its choices, found a table.',
      'files.ProfilePhoto: expected a file part AddmissionEnquiry\'s endpoint reads (photo), found "ProfilePhoto".',
    ]);
  });

  it('refuses an unknown ERP object', () => {
    expect(problems('alumni', { ...read('alumni.erp.json'), object: 'AlumniRegs' })).toEqual([
      '✗ schemas/forms/alumni.erp.json object: expected the ERP object the form fills (AddmissionEnquiry, TCCCRequest, AlumniReg), found "AlumniRegs".\n  hint: did you mean "AlumniReg"?',
    ]);
  });

  it('npm run validate reads the mapping files, placing each problem in its file; a new form field neither mapped nor listed is a warning', () => {
    cpSync(dir, scratch, { recursive: true });
    const m = read('transfer-certificate.erp.json');
    m.fields.Regno = m.fields.RegdNo;
    delete m.fields.RegdNo;
    writeFileSync(join(scratch, 'transfer-certificate.erp.json'), JSON.stringify(m, null, 2));
    const schema = read('transfer-certificate.schema.json');
    schema.properties.className = { type: 'string', title: 'Class', maxLength: 20 };
    writeFileSync(join(scratch, 'transfer-certificate.schema.json'), JSON.stringify(schema, null, 2));
    const out = checkFormSchemas(scratch);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      /^✗ schemas\/forms\/transfer-certificate\.erp\.json fields\.Regno \(line \d+, column \d+\): expected a field of the ERP's TCCCRequest/,
    );
    expect(out[1]).toMatch(/fields \(line \d+, column \d+\): expected RegdNo mapped/);
    // Each place is where the file says it.
    const lines = readFileSync(join(scratch, 'transfer-certificate.erp.json'), 'utf8').split('\n');
    const textAt = (p: string) => {
      const [, line, column] = / \(line (\d+), column (\d+)\)/.exec(p)!.map(Number);
      return lines[line - 1].slice(column - 1);
    };
    expect(textAt(out[0])).toMatch(/^"Regno": "admissionNumber"/);
    expect(textAt(out[1])).toMatch(/^"fields": \{/);
    expect(formFieldsNotMapped(scratch)).toEqual(['transfer-certificate: className']);
    expect(formErpMappings(scratch)).toMatchObject({ 'transfer-certificate': 'TCCCRequest', feedback: null });
  });
});

describe('the config of forms that go to the ERP', () => {
  const config = () => JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
  const erpMappings = formErpMappings(dir);
  const parse = (c: unknown) => {
    try {
      parseSiteConfig(c, { erpMappings });
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('accepts the shipped config: three forms into the ERP, each with its mapping and key', () => {
    expect(parse(config())).toBe('');
    const c = config();
    expect([c.forms['admission-inquiry'].submit.kind, c.forms['transfer-certificate'].submit.kind, c.forms.alumni.submit.kind]).toEqual([
      'erp-enquiry',
      'erp-tc',
      'erp-alumni',
    ]);
  });

  it('refuses an ERP kind without its key in site, or without a mapping for that kind', () => {
    const c = config();
    delete c.site.tcPassKey;
    c.forms.contact.submit = { kind: 'erp-enquiry' };
    c.forms.alumni.submit = { kind: 'erp-tc' };
    const message = parse(c);
    expect(message).toContain(
      '✗ site: expected site.tcPassKey (forms.transfer-certificate goes to the ERP with kind "erp-tc"), found none.',
    );
    expect(message).toContain(
      '✗ forms.contact.submit.kind: expected schemas/forms/contact.erp.json mapping the form to the ERP\'s AddmissionEnquiry (kind "erp-enquiry" fills it), found no mapping file.',
    );
    expect(message).toContain(
      '✗ forms.alumni.submit.kind: expected schemas/forms/alumni.erp.json mapping the form to the ERP\'s TCCCRequest (kind "erp-tc" fills it), found a mapping to AlumniReg.',
    );
  });

  it("refuses a back-end on another origin while a form goes to the ERP: the form's preflight is never answered", () => {
    const c = config();
    c.site.apiBase = 'https://erp.school.edu.np';
    const message = parse(c);
    expect(message).toContain(
      '✗ site.apiBase: expected the site\'s own origin ("" or site.siteUrl\'s origin) while forms go to the ERP: forms.feedback (kind "feedback"), forms.transfer-certificate (kind "erp-tc"), forms.admission-inquiry (kind "erp-enquiry"), forms.alumni (kind "erp-alumni"), found "https://erp.school.edu.np".',
    );
    expect(message).toMatch(
      /hint: the ERP answers no CORS preflight, .*set "apiBase": "" and proxy the ERP's calls on the site's origin \(docs\/deployment\.md/,
    );
    // Its place in the file, as for every other problem.
    expect(parse(JSON.stringify(c, null, 2))).toMatch(/✗ site\.apiBase \(line \d+, column \d+\)/);
    // The site's own origin (siteUrl says which), or a path, is fine.
    expect(parse({ ...c, site: { ...c.site, siteUrl: 'https://erp.school.edu.np/school' } })).toBe('');
    expect(parse({ ...c, site: { ...c.site, apiBase: '' } })).toBe('');
    expect(parse({ ...c, site: { ...c.site, apiBase: '/erp' } })).toBe('');
    // No form to the ERP (feedback included): another origin is the school's choice.
    for (const name of Object.keys(c.forms)) c.forms[name].submit = { kind: 'none' };
    expect(parse(c)).toBe('');
  });

  it("the build's VITE_API_BASE is held to the same rule", () => {
    const c = parseSiteConfig(config(), { erpMappings });
    expect(crossOriginApiProblems(c, 'https://erp.school.edu.np', 'VITE_API_BASE')).toEqual([
      expect.objectContaining({
        path: 'VITE_API_BASE',
        found: '"https://erp.school.edu.np"',
        hint: expect.stringContaining('set VITE_API_BASE to nothing'),
      }),
    ]);
    expect(crossOriginApiProblems(c, '', 'VITE_API_BASE')).toEqual([]);
  });

  it('an OTP service needs both addresses', () => {
    const c = config();
    c.forms['transfer-certificate'].submit = { kind: 'erp-tc', otp: { sendUrl: '/otp/send' } };
    expect(parse(c)).toContain('✗ forms["transfer-certificate"].submit.otp.checkUrl: expected a value (it is required), found nothing.');
    c.forms['transfer-certificate'].submit = { kind: 'erp-tcc' };
    expect(parse(c)).toContain('found "erp-tcc".\n  hint: did you mean "erp-tc"?');
  });

  it('the production build refuses the demo keys for the ERP', () => {
    expect(placeholderProblems({ site: { tcPassKey: 'demo-tc-pass-key', alumniHashKey: 'demo-alumni-hash-key' } })).toEqual([
      'site.tcPassKey: "demo-tc-pass-key" is the demo\'s key; put the PassKey the school\'s ERP expects with a transfer-certificate request (TCCC_Request) there',
      "site.alumniHashKey: \"demo-alumni-hash-key\" is the demo's key; put the key the school's ERP checks an alumni registration's HashData with there",
    ]);
    expect(placeholderProblems({ site: { tcPassKey: 'Xy7-from-the-erp', alumniHashKey: 'Hk-from-the-erp' } })).toEqual([]);
  });
});
