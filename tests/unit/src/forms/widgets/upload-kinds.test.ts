// @vitest-environment node
// Which files each upload takes. SPEC §5: uploads accept PNG, JPG and JPEG; every photo does,
// and the photo widget holds to that even if a schema lists more. The job application's CV also
// takes PDF and Word, a deliberate deviation written down in docs/decisions.md.
import { describe, expect, it } from 'vitest';
import { localizeJson } from '@src/i18n/localize-json';
import { photoRules } from '@src/forms/widgets/use-file-choice';
import { formIds, readForm } from '@test/form-definitions';

type Node = Record<string, unknown>;

/** Every field's uiSchema with a ui:widget, by "form:path". */
function widgets(): Map<string, Node> {
  const out = new Map<string, Node>();
  const walk = (id: string, node: Node, path: string[]) => {
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('ui:') || typeof child !== 'object' || child === null || Array.isArray(child)) continue;
      const c = child as Node;
      if (typeof c['ui:widget'] === 'string') out.set(`${id}:${[...path, key].join('.')}`, c);
      walk(id, c, [...path, key]);
    }
  };
  for (const id of formIds()) walk(id, localizeJson(readForm(id).ui, 'en') as Node, []);
  return out;
}
const accept = (ui: Node) => (ui['ui:options'] as Node).accept;

describe('upload kinds', () => {
  const all = widgets();

  it('every photo field accepts exactly PNG, JPG and JPEG', () => {
    const photos = [...all].filter(([, ui]) => ui['ui:widget'] === 'photo');
    expect(photos.map(([k]) => k).sort()).toEqual(['admission-inquiry:personal.photo', 'alumni:personal.photo', 'job-apply:photo']);
    for (const [key, ui] of photos) expect(accept(ui), key).toEqual(['png', 'jpg', 'jpeg']);
  });

  it('the CV keeps PDF and Word besides the image kinds', () => {
    expect(accept(all.get('job-apply:cv')!)).toEqual(['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg']);
  });

  it('the photo widget takes only PNG, JPG and JPEG, whatever the JSON lists', () => {
    expect(photoRules({ accept: ['png', 'pdf', 'docx'], maxSizeKB: 100 })).toMatchObject({ kinds: ['png'], maxKB: 100 });
    expect(photoRules({ accept: ['pdf'] }).kinds).toEqual(['png', 'jpg', 'jpeg']);
    expect(photoRules({}).accept).toBe('.png,image/png,.jpg,image/jpeg,.jpeg');
  });
});
