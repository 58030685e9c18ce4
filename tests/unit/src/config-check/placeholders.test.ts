// @vitest-environment node
// The demo's stand-ins a school must replace before going live (src/config-check/placeholders.ts).
import { describe, expect, it } from 'vitest';
import { placeholderProblems } from '@src/config-check/placeholders';

describe('placeholderProblems', () => {
  it('names the example.* login links and the demo PassKey, each with what to put there', () => {
    const problems = placeholderProblems({
      site: {
        erpLogin: { admin: 'https://erp.example.edu.np/Admin', student: 'https://school.edu.np/Student' },
        feedbackPassKey: 'demo-pass-key',
      },
    });
    expect(problems).toEqual([
      'site.erpLogin.admin: "https://erp.example.edu.np/Admin" is the demo\'s link; put the school\'s ERP login address for admins there',
      'site.feedbackPassKey: "demo-pass-key" is the demo\'s PassKey; put the PassKey the school\'s ERP gave for the feedback form there',
    ]);
  });

  it("finds nothing in a school's own values, and an empty PassKey is a placeholder too", () => {
    expect(
      placeholderProblems({
        site: {
          erpLogin: { admin: 'https://erp.himalaya.edu.np/Admin', teacher: 'https://example-school.edu.np/T' },
          feedbackPassKey: 'x7Q',
        },
      }),
    ).toEqual([]);
    expect(placeholderProblems({ site: { feedbackPassKey: '  ' } })).toHaveLength(1);
  });
});
