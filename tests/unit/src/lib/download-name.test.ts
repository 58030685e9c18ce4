// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { downloadName } from '@src/lib/download-name';

describe('downloadName', () => {
  it("saves a PDF as '{Title}.pdf' (SPEC §7)", () => {
    expect(downloadName('Fee Structure 2083', '\\Attachments\\appcms\\b3363250.pdf')).toBe('Fee Structure 2083.pdf');
  });

  it("keeps the file's real extension for other types (contract #4)", () => {
    expect(downloadName('Scholarship Application Form', '\\Attachments\\appcms\\13ba.docx')).toBe('Scholarship Application Form.docx');
    expect(downloadName('Calendar poster', '/Attachments/appcms/561b.JPG')).toBe('Calendar poster.jpg');
    expect(downloadName('Report', 'https://files.example.edu.np/a/report.xlsx?v=2')).toBe('Report.xlsx');
  });

  it("falls back to '.pdf' when the path has no extension", () => {
    expect(downloadName('Admission Form', '\\Attachments\\appcms\\f1d81bd4')).toBe('Admission Form.pdf');
    expect(downloadName('Admission Form', '')).toBe('Admission Form.pdf');
  });

  it('does not double an extension the title already has', () => {
    expect(downloadName('Routine.PDF', 'x\\routine.pdf')).toBe('Routine.PDF');
    expect(downloadName('Routine.pdf', 'x\\routine.docx')).toBe('Routine.pdf.docx');
  });

  it('removes characters that file systems refuse and trims dots and spaces', () => {
    expect(downloadName('  Fees: 2083/84 <Grade 1|2>?  ', 'a.pdf')).toBe('Fees 2083 84 Grade 1 2.pdf');
    expect(downloadName('..hidden..', 'a.pdf')).toBe('hidden.pdf');
    expect(downloadName('a\u0000b\nc', 'a.pdf')).toBe('a b c.pdf');
  });

  it('uses the fallback title when the title is empty or nothing but unsafe characters', () => {
    expect(downloadName('', 'a.pdf')).toBe('download.pdf');
    expect(downloadName('///', 'a.docx', 'Document')).toBe('Document.docx');
  });

  it('keeps letters of any script', () => {
    expect(downloadName('भर्ना फारम', 'a.pdf')).toBe('भर्ना फारम.pdf');
  });

  it('limits very long titles', () => {
    expect(downloadName('x'.repeat(400), 'a.pdf')).toBe('x'.repeat(150) + '.pdf');
  });
});
