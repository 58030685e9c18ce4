// @vitest-environment jsdom
// A form's draft is looked for once, when the form mounts (src/forms/use-form-draft.ts). Found in
// a browser: the admission form's definition is made anew when the ERP's lists arrive after the
// page loaded, and the hook looked again, offering the parent's own unfinished answers (saved as
// they typed) back to them: the form hid behind "Continue where I left off" while being filled in.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormDraft } from '@src/forms/use-form-draft';
import { definition } from '@test/form-definitions';

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

  // Found in a browser: an inquiry sent when the connection came back left its answers on the
  // device, because SWR refreshed the lists on reconnect and the new definition saved the draft again.
  it('keeps nothing once the form was sent, even when the definition is made anew, until the visitor starts again', async () => {
    const def = await definition('admission-inquiry');
    const { result, rerender } = renderHook(({ d }) => useFormDraft(d, 5), { initialProps: { d: def } });
    const stored = () => Object.keys(localStorage).filter((k) => k.startsWith('form-draft:'));
    act(() => result.current.save(5, { personal: { firstName: 'Dawa' } }));
    expect(stored()).toHaveLength(1);
    act(() => result.current.sent());
    expect(stored()).toEqual([]);
    rerender({ d: { ...def, erpLists: { classes: [{ id: 52, name: 'LKG' }] } } });
    act(() => result.current.save(5, { personal: { firstName: 'Dawa' } }));
    expect(stored(), 'the sent answers are not written back').toEqual([]);
    act(() => result.current.again());
    act(() => result.current.save(0, { personal: { firstName: 'Pema' } }));
    expect(stored()).toHaveLength(1);
  });
});
