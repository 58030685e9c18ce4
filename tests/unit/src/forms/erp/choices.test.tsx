// @vitest-environment jsdom
// Choices from the ERP's lists (src/forms/erp/choices.ts, list-validator.ts): the class applied
// for, the caste and the documents' types offer the lists' entries with their ids when the lists
// have any (at build time and after a refresh: the page's data), SPEC's fixed lists otherwise; the
// form's precompiled validators still decide everything else.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { FormView } from '@src/forms/form-view';
import { withErpChoices } from '@src/forms/erp/choices';
import { validatorFor } from '@src/forms/definitions';
import { renderWithSite, sentNowhere } from '@test/render';
import { renderFacts, RenderCtx } from '@src/render/render-context';
import { definition, messagesOf } from '@test/form-definitions';

configure({ asyncUtilTimeout: 5000 });

const CLASSES = {
  ResMSG: 'Success',
  ResStatus: true,
  TotalRows: 2,
  DataColl: [
    { ClassId: 41, Name: 'Nursery', OrderNo: 1 },
    { ClassId: 42, Name: 'Class 1', OrderNo: 2 },
  ],
};
const CASTES = [{ CasteId: 5, id: 5, Name: 'Newar', text: 'Newar' }];
const DOC_TYPES = { IsSuccess: true, DataColl: [{ DocumentTypeId: 7, Name: 'Birth Certificate', OrderNo: 1 }] };
const lists = {
  classes: [
    { id: 41, name: 'Nursery' },
    { id: 42, name: 'Class 1' },
  ],
  castes: [{ id: 5, name: 'Newar' }],
  documentTypes: [{ id: 7, name: 'Birth Certificate' }],
};

type Props = Record<string, Record<string, unknown>>;
const props = (s: unknown, key: string): Props => ((s as RJSFSchema).properties as Props)[key].properties as Props;

describe('withErpChoices', () => {
  it('puts the ids in the schema and the names in the uiSchema; the caste, free text in SPEC, becomes a choice', async () => {
    const def = await definition('admission-inquiry');
    const { schema, ui } = withErpChoices(def.schema, def.ui, def.erp!.targets, lists, true);
    expect(props(schema, 'personal').course.enum).toEqual(['41', '42']);
    expect(props(schema, 'personal').caste.enum).toEqual(['5']);
    const personalUi = ui.personal as Props;
    expect(personalUi.course['ui:enumNames']).toEqual(['Nursery', 'Class 1']);
    expect(personalUi.caste['ui:widget']).toBe('select');
    const docs = props(schema, 'attachments').documents as { items: { properties: Props } };
    expect(docs.items.properties.type.enum).toEqual(['7']);
    // The written schema is untouched.
    expect(props(def.schema, 'personal').course.enum).toContain('LKG');
  });

  it('changes nothing when the lists are empty (unreachable at build time, or empty)', async () => {
    const def = await definition('admission-inquiry');
    const out = withErpChoices(def.schema, def.ui, def.erp!.targets, { classes: [], castes: [], documentTypes: [] }, true);
    expect(out.schema).toBe(def.schema);
    expect(out.ui).toBe(def.ui);
  });

  it('validates with the precompiled validators: an id of the list passes, another value is "one of the options", a fallback name still passes', async () => {
    const def = await definition('admission-inquiry');
    const { schema, ui } = withErpChoices(def.schema, def.ui, def.erp!.targets, lists, true);
    const step = (schema.properties as Record<string, RJSFSchema>).personal;
    const stepUi = ui.personal as never;
    const base = { firstName: 'Asha', lastName: 'Thapa', gender: 'female', contactNo: '9841234567' };
    expect(messagesOf(def, step, stepUi, { ...base, course: '42', caste: '5' })).toEqual({});
    expect(messagesOf(def, step, stepUi, { ...base, course: '99' })).toEqual({ '.course': ['Please choose one of the options'] });
    expect(messagesOf(def, step, stepUi, { ...base, course: '42', caste: 'Chhetri' })).toEqual({
      '.caste': ['Please choose one of the options'],
    });
    expect(messagesOf(def, step, stepUi, { ...base, course: 'LKG' })).toEqual({}); // a draft from the fallback list: matched when sent
    expect(messagesOf(def, step, stepUi, { ...base })['.course']).toEqual(['Course selection is required']);
    expect(validatorFor(def.validators, step, def.lang)).toBe(validatorFor(def.validators, step, def.lang)); // one per schema (and language)
  });
});

describe('the admission inquiry as a visitor sees it', () => {
  it("offers the ERP's classes and castes when the page's data has them", async () => {
    renderWithSite(<FormView formId="admission-inquiry" />, {
      overrides: { 'Academic/ClassListForReg': CLASSES, 'Academic/GetCasteList': CASTES, GetAllDocumentType: DOC_TYPES },
    });
    const course = await screen.findByLabelText(/^Class Applied/, {}, { timeout: 10_000 });
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a class', 'Nursery', 'Class 1']);
    const caste = screen.getByLabelText(/^Caste/);
    expect(caste.tagName).toBe('SELECT');
    expect(
      within(caste)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Newar']);
  });

  it("falls back to SPEC's classes, and a free-text caste, when the lists are empty", async () => {
    renderWithSite(<FormView formId="admission-inquiry" />, {
      overrides: { 'Academic/ClassListForReg': { ResMSG: 'x', ResStatus: false, DataColl: [] }, 'Academic/GetCasteList': [] },
    });
    const course = await screen.findByLabelText(/^Class Applied/, {}, { timeout: 10_000 });
    const names = within(course)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names.slice(1, 4)).toEqual(['PG', 'NUR', 'LKG']);
    expect(names).toHaveLength(14);
    expect(screen.getByLabelText(/^Caste/).tagName).toBe('INPUT');
  });
});

describe('the lists a form reads', () => {
  it('a form that goes to the ERP reads (and a prerendered page embeds) its lists; sent nowhere, it reads none', async () => {
    // As the prerenderer gathers them: in the render's facts.
    const facts = renderFacts();
    const used = facts.keys;
    const inRender = (ui: ReactElement) => (
      <RenderCtx.Provider value={{ lang: 'en', now: null, endpoints: { apiBase: '', fileHost: '' }, facts }}>{ui}</RenderCtx.Provider>
    );
    {
      const { unmount } = renderWithSite(inRender(<FormView formId="admission-inquiry" />));
      await screen.findByLabelText(/^Class Applied/, {}, { timeout: 10_000 });
      expect([...used].filter((k) => /ClassListForReg|GetCasteList|GetAllDocumentType/.test(k)).sort()).toEqual([
        'Academic/ClassListForReg',
        'Academic/GetCasteList',
        'GetAllDocumentType',
      ]);
      unmount();
      used.clear();
      renderWithSite(inRender(<FormView formId="admission-inquiry" />), { config: sentNowhere('admission-inquiry') });
      await screen.findByLabelText(/^Class Applied/, {}, { timeout: 10_000 });
      expect([...used].filter((k) => /ClassListForReg|GetCasteList|GetAllDocumentType/.test(k))).toEqual([]);
    }
  });
});
