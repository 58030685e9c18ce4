// Phone fields accept digits typed on a Nepali keyboard and keep them as 0–9.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { BaseInputTemplate } from '@src/forms/theme/templates';

function field(options: Record<string, unknown>, schemaType = 'string') {
  const onChange = vi.fn();
  const props = {
    id: 'root_ContactNo',
    value: '',
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    options: { emptyValue: undefined, ...options },
    schema: { type: schemaType },
    uiSchema: {},
    rawErrors: [],
    placeholder: '',
    label: 'Mobile Number',
    name: 'ContactNo',
    registry: {},
  } as unknown as BaseInputTemplateProps;
  const { container } = render(<BaseInputTemplate {...props} />);
  return { input: container.querySelector('input')!, onChange };
}

describe('Devanagari digits in phone and number fields', () => {
  it('normalises ०–९ to 0–9 in tel fields', () => {
    const { input, onChange } = field({ inputType: 'tel' });
    fireEvent.change(input, { target: { value: '९८४१२३४५६७' } });
    expect(onChange).toHaveBeenCalledWith('9841234567');
  });
  it('a phone field ("phone": "any") is a tel field by default, and normalises them too', () => {
    const { input, onChange } = field({ phone: 'any' });
    expect(input.type).toBe('tel');
    fireEvent.change(input, { target: { value: '०१-४३७२८१५' } });
    expect(onChange).toHaveBeenCalledWith('01-4372815');
  });
  it('leaves text fields as typed', () => {
    const { input, onChange } = field({});
    fireEvent.change(input, { target: { value: 'राम ९' } });
    expect(onChange).toHaveBeenCalledWith('राम ९');
  });
});
