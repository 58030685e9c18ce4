// @vitest-environment jsdom
// A form's draft is looked for once, when the form mounts (src/forms/use-form-draft.ts). Found in
// a browser: the admission form's definition is made anew when the ERP's lists arrive after the
// page loaded, and the hook looked again, offering the parent's own unfinished answers (saved as
// they typed) back to them: the form hid behind "Continue where I left off" while being filled in.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormDraft } from '../../../src/forms/use-form-draft';
import { definition } from './support';

afterEach(() => localStorage.clear());

describe('useFormDraft', () => {
  it('does not offer the answers being typed as a draft when the definition is made anew', async () => {
    const def = await definition('admission-inquiry');
    expect(def.draft).toBe(true);
    const { result, rerender } = renderHook(({ d }) => useFormDraft(d, 5), { initialProps: { d: def } });
    expect(result.current.checked).toBe(true);
    expect(result.current.offer).toBeNull();
    act(() => result.current.save(0, { personal: { firstName: 'Dawa' } }));
    // The ERP's lists arrived: the same form, a new definition object.
    rerender({ d: { ...def, erpLists: { classes: [{ id: 52, name: 'LKG' }] } } });
    expect(result.current.offer).toBeNull();
  });

  it('offers a draft kept from before, when the form mounts', async () => {
    const def = await definition('admission-inquiry');
    const first = renderHook(() => useFormDraft(def, 5));
    act(() => first.result.current.save(0, { personal: { firstName: 'Dawa' } }));
    first.unmount();
    const { result } = renderHook(() => useFormDraft(def, 5));
    expect(result.current.offer?.data).toMatchObject({ personal: { firstName: 'Dawa' } });
  });
});
