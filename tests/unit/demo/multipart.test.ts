// @vitest-environment node
// The demo back-end's multipart/form-data parser (demo/multipart.mjs): the parts a browser's
// FormData sends come back by name with their bytes, file names as written, and a malformed or
// oversized body is refused whole rather than half read.
import { describe, expect, it } from 'vitest';
import { boundaryOf, headerParams, MAX_PARTS, parseMultipart } from '@demo/multipart.mjs';

/** A FormData as fetch would send it: the body's bytes and its Content-Type. */
async function encode(fd: FormData) {
  const r = new Response(fd);
  return { buf: Buffer.from(await r.arrayBuffer()), type: r.headers.get('content-type')! };
}
const raw = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

describe('parseMultipart', () => {
  it("reads a FormData's text and file parts, in order, bytes intact", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]); // holds CRLF and "--"
    const fd = new FormData();
    fd.append('jsonData', JSON.stringify({ FirstName: 'Asha', Remarks: 'line one\r\nline two' }));
    fd.append('photo', new Blob([png], { type: 'image/png' }), 'me "quoted".png');
    fd.append('file0', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'जन्म दर्ता.pdf');
    const { buf, type } = await encode(fd);
    const parts = parseMultipart(buf, boundaryOf(type))!;
    expect(parts.map((p) => [p.name, p.filename, p.type])).toEqual([
      ['jsonData', undefined, undefined],
      ['photo', 'me %22quoted%22.png', 'image/png'], // the WHATWG encoding of a quote, kept as sent
      ['file0', 'जन्म दर्ता.pdf', 'application/pdf'],
    ]);
    expect(JSON.parse(parts[0].body.toString('utf8')).Remarks).toBe('line one\r\nline two');
    expect(new Uint8Array(parts[1].body)).toEqual(png);
  });

  it('takes a preamble, transport padding, an escaped quote, filename* and a backslash as written', () => {
    const b = 'XyZ';
    const body = raw(
      'This is the preamble.',
      `--${b}  `,
      'Content-Disposition: form-data; name="a\\"b"; filename="C:\\fakepath\\x.pdf"; filename*=UTF-8\'\'%E0%A4%95.pdf',
      '',
      'one',
      `--${b}`,
      'content-disposition: FORM-DATA; NAME=plain',
      '',
      'two',
      `--${b}--`,
      'epilogue',
    );
    const parts = parseMultipart(body, b)!;
    expect(parts.map((p) => [p.name, p.filename, p.body.toString()])).toEqual([
      ['a"b', 'क.pdf', 'one'],
      ['plain', undefined, 'two'],
    ]);
    expect(headerParams('form-data; name="x"; filename="C:\\fakepath\\x.pdf"').filename).toBe('C:\\fakepath\\x.pdf');
  });

  it('keeps an empty file input as a file part with an empty name, and leaves out parts it cannot name', () => {
    const b = 'q';
    const parts = parseMultipart(
      raw(
        `--${b}`,
        'Content-Disposition: form-data; name="photo"; filename=""',
        'Content-Type: application/octet-stream',
        '',
        '',
        `--${b}`,
        'Content-Disposition: attachment; name="x"',
        '',
        'not form-data',
        `--${b}`,
        'Content-Disposition: form-data',
        '',
        'no name',
        `--${b}--`,
      ),
      b,
    )!;
    expect(parts).toEqual([{ name: 'photo', filename: '', type: 'application/octet-stream', body: Buffer.alloc(0) }]);
  });

  it('refuses a body cut short, a part without its blank line, no delimiter, and too many parts', async () => {
    const fd = new FormData();
    fd.append('jsonData', '{"FirstName":"Asha"}');
    const { buf, type } = await encode(fd);
    const b = boundaryOf(type)!;
    expect(parseMultipart(buf, b)).toHaveLength(1);
    expect(parseMultipart(buf.subarray(0, buf.length - 8), b)).toBeNull(); // no close delimiter
    expect(parseMultipart(raw(`--${b}`, 'Content-Disposition: form-data; name="a"', `--${b}--`), b)).toBeNull();
    expect(parseMultipart(Buffer.from('{"FirstName":"Asha"}'), b)).toBeNull();
    expect(parseMultipart(buf, null)).toBeNull();
    const many = new FormData();
    for (let i = 0; i <= MAX_PARTS; i++) many.append(`f${i}`, 'x');
    const big = await encode(many);
    expect(parseMultipart(big.buf, boundaryOf(big.type))).toBeNull();
    expect(parseMultipart(big.buf, boundaryOf(big.type), MAX_PARTS + 1)).toHaveLength(MAX_PARTS + 1);
  });
});

describe('boundaryOf', () => {
  it('reads the boundary of multipart/form-data only (any multipart when asked)', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryAb12')).toBe('----WebKitFormBoundaryAb12');
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/mixed; boundary=x')).toBeNull();
    expect(boundaryOf('multipart/mixed; boundary=x', true)).toBe('x');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});
