// @vitest-environment node
// Upload checks: extension AND first bytes, size limit, sizes in KB; data URLs; drafts.
import { describe, expect, it } from 'vitest';
import { localizeJson } from '@src/i18n/localize-json';
import { fileRules, refusalMessage } from '@src/forms/widgets/use-file-choice';
import {
  acceptAttribute,
  acceptedKinds,
  checkFile,
  dataUrlInfo,
  dataUrlToBlob,
  fitWithin,
  formatKB,
  formatLimit,
  withName,
} from '@src/forms/core/files';
import { flatten, toMultipart } from '@src/forms/core/payload';
import { readForm } from '@test/form-definitions';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0));
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];

const file = (bytes: number[], name: string, pad = 0) => new File([new Uint8Array([...bytes, ...new Array(pad).fill(0)])], name);

describe('checkFile', () => {
  const photo = acceptedKinds(['png', 'jpg', 'jpeg']);
  const docs = acceptedKinds(['png', 'jpg', 'jpeg', 'pdf']);
  it('accepts PNG, JPG and JPEG photos whose bytes match', async () => {
    expect(await checkFile(file(PNG, 'a.png'), photo, 1024)).toEqual({ ok: true, kind: 'png' });
    expect(await checkFile(file(JPG, 'a.JPG'), photo, 1024)).toEqual({ ok: true, kind: 'jpg' });
    expect(await checkFile(file(JPG, 'a.jpeg'), photo, 1024)).toEqual({ ok: true, kind: 'jpeg' });
  });
  it('refuses other extensions (a PDF where only photos go)', async () => {
    expect(await checkFile(file(PDF, 'a.pdf'), photo, 1024)).toEqual({ ok: false, reason: 'type' });
    expect(await checkFile(file(PDF, 'a.pdf'), docs, 1024)).toEqual({ ok: true, kind: 'pdf' });
    expect(await checkFile(file(PNG, 'a.gif'), photo, 1024)).toEqual({ ok: false, reason: 'type' });
    expect(await checkFile(file(PNG, 'noextension'), photo, 1024)).toEqual({ ok: false, reason: 'type' });
  });
  it('refuses a file whose bytes are not what its name says (a renamed program, a PNG called .jpg)', async () => {
    expect(await checkFile(file(EXE, 'photo.png'), photo, 1024)).toEqual({ ok: false, reason: 'type' });
    expect(await checkFile(file(PNG, 'photo.jpg'), photo, 1024)).toEqual({ ok: false, reason: 'type' });
    expect(await checkFile(file([], 'empty.png'), photo, 1024)).toEqual({ ok: false, reason: 'type' });
  });
  it('refuses a file over the size limit', async () => {
    expect(await checkFile(file(PNG, 'big.png', 2000), photo, 1024)).toEqual({ ok: false, reason: 'size' });
    expect(await checkFile(file(PNG, 'ok.png', 1012), photo, 1024)).toEqual({ ok: true, kind: 'png' });
  });
  it('only knows kinds it can check', () => {
    expect(acceptedKinds(['.PNG', 'exe', 'pdf'])).toEqual(['png', 'pdf']);
    expect(acceptAttribute(['png', 'jpg'])).toBe('.png,image/png,.jpg,image/jpeg');
  });
});

describe('sizes', () => {
  it('in KB with 2 decimals', () => {
    expect(formatKB('en', 12646)).toBe('12.35 KB');
    expect(formatKB('en', 0)).toBe('0.00 KB');
    expect(formatKB('en', 1024)).toBe('1.00 KB');
  });
  it('limits as people read them', () => {
    expect(formatLimit('en', 500)).toBe('500 KB');
    expect(formatLimit('en', 2048)).toBe('2 MB');
    expect(formatLimit('en', 1536)).toBe('1.5 MB');
  });
  it('in Nepali, sizes and limits are written in Devanagari digits (units stay KB / MB)', () => {
    expect(formatKB('ne', 12646)).toBe('१२.३५ KB');
    expect(formatLimit('ne', 500)).toBe('५०० KB');
    expect(formatLimit('ne', 1536)).toBe('१.५ MB');
    expect(formatKB('en', 12646)).toBe('12.35 KB');
  });
  it("a refused file's message in Nepali names the limit in Devanagari digits", () => {
    const ui = localizeJson(readForm('admission-inquiry').ui, 'ne') as Record<string, Record<string, unknown>>;
    const docs = ui.attachments.documents as Record<string, unknown>;
    const message = refusalMessage('ne', docs, fileRules(docs['ui:options'] as Record<string, unknown>), 'size');
    expect(message).toContain('२ MB');
    expect(message).not.toMatch(/[0-9]/);
  });
  it('photos fit within 1200 px, never enlarged', () => {
    expect(fitWithin(4000, 3000, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(3000, 4000, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin(800, 600, 1200)).toEqual({ width: 800, height: 600 });
  });
});

describe('data URLs and payloads', () => {
  const url = withName('data:application/pdf;base64,JVBERi0xLjc=', 'my file.pdf');
  it('carry the file name and size', () => {
    expect(url).toBe('data:application/pdf;name=my%20file.pdf;base64,JVBERi0xLjc=');
    expect(dataUrlInfo(url)).toEqual({ mime: 'application/pdf', name: 'my file.pdf', size: 8 });
    expect(dataUrlInfo('hello')).toBeNull();
  });
  it('become real files in multipart', async () => {
    const back = dataUrlToBlob(url)!;
    expect(back.name).toBe('my file.pdf');
    expect(new TextDecoder().decode(await back.blob.arrayBuffer())).toBe('%PDF-1.7');
    const form = toMultipart({ personal: { firstName: 'Asha', photo: url }, attachments: { documents: [{ type: 'General', file: url }] } });
    expect(form.get('personal.firstName')).toBe('Asha');
    const part = form.get('attachments.documents[0].file') as File;
    expect(part.name).toBe('my file.pdf');
    expect(part.size).toBe(8);
    expect(form.get('attachments.documents[0].type')).toBe('General');
  });
  it('flatten skips empty values', () => {
    expect(flatten({ a: { b: 1, c: undefined }, d: [true, null], e: '' })).toEqual([
      ['a.b', 1],
      ['d[0]', true],
      ['e', ''],
    ]);
  });
});
