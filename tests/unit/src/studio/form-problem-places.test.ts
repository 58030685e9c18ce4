// Form problems are filed under the field they name, using the checks' real text (not made-up
// strings), so a change in how src/config-check/form-problems.ts words a problem shows up here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formProblems } from '@src/config-check/form-problems';
import { formProblemPath, placeFormProblems } from '@src/studio/form-problem-places';

const root = join(import.meta.dirname, '../../../..');
const read = (f: string) => JSON.parse(readFileSync(join(root, 'schemas/forms', f), 'utf8'));

describe('where a form problem is shown', () => {
  it('a bad widget goes on its field, a bad ui:order entry above the step, the others to the summary', () => {
    const schema = read('admission-inquiry.schema.json');
    const ui = read('admission-inquiry.ui.json');
    const step = 'parents';
    const fields = Object.keys(schema.properties[step].properties);
    const [first, second] = fields;
    ui[step][first] = { ...ui[step][first], 'ui:widget': 'txt' };
    ui[step]['ui:order'] = ['nobody', ...fields];
    schema.properties[step].properties[second].type = 'strin';
    const problems = formProblems('admission-inquiry', schema, ui);
    expect(problems).toHaveLength(3);

    const here = placeFormProblems(problems, [step], fields);
    expect(Object.keys(here.fields).sort()).toEqual([first, second].sort());
    expect(here.fields[first][0]).toMatch(/found "txt"/);
    expect(here.fields[second][0]).toMatch(/does not compile/);
    expect(here.list).toEqual([expect.stringMatching(/ui:order: .*found "nobody"/)]);
    expect(here.summary).toEqual([]);

    // Seen from another step, none of them has a place there.
    const other = placeFormProblems(problems, ['personal'], ['firstName']);
    expect(other.fields).toEqual({});
    expect(other.list).toEqual([]);
    expect(other.summary).toEqual(problems);
  });

  it('reads the path of each kind of problem text', () => {
    expect(formProblemPath('✗ schemas/forms/feedback.ui.json Email: expected a registered ui:widget (text), found "txt".')).toEqual([
      'Email',
    ]);
    expect(formProblemPath('✗ schemas/forms/feedback.ui.json ui:order: expected only fields of the form, found "Nmae".')).toEqual([
      'ui:order',
    ]);
    expect(
      formProblemPath(
        '✗ schemas/forms/feedback.schema.json: does not compile under Ajv strict mode: strict mode: missing type "object" for keyword "properties" at "feedback-en#/properties/Name" (strictTypes)',
      ),
    ).toEqual(['Name']);
    // Ajv names no place for an unknown keyword: it stays in the summary.
    const unknown =
      '✗ schemas/forms/feedback.schema.json: does not compile under Ajv strict mode: strict mode: unknown keyword: "minLenght"';
    expect(formProblemPath(unknown)).toBeNull();
    expect(placeFormProblems([unknown], [], ['Name']).summary).toEqual([unknown]);
  });
});
